// Node-only Vite plugin: compiles schemas/replies/*.json into plain validation functions at build
// time (ajv standalone code), so the app checks server replies without shipping ajv or running
// `new Function` in the browser (it works under a strict Content Security Policy).
//
// `virtual:reply-schemas` is a small manifest, name → lazy import; each schema is its own module
// `virtual:reply-schema/<name>`, so a screen's validators load with its first call, not in the
// initial bundle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin, ViteDevServer } from 'vite';
import { projectRoot } from './files-on-disk';

const manifestId = 'virtual:reply-schemas';
const schemaPrefix = 'virtual:reply-schema/';

/**
 * Shared definitions (schemas/replies/common/*.json, issue 16: numberish, flag, displayText…),
 * referred to from reply schemas as "common/<file>.json#/definitions/<name>". They are not reply
 * schemas themselves: the sub-folder keeps them out of listReplySchemas.
 */
export function listCommonReplyDefinitions(root: string): string[] {
  const dir = join(root, 'schemas/replies/common');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function listReplySchemas(root: string): string[] {
  const dir = join(root, 'schemas/replies');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** ESM source of one reply schema's validation function (default export), with no runtime compiler. */
export function compileReplySchema(root: string, name: string): string {
  const path = join(root, 'schemas/replies', `${name}.json`);
  let schema: object;
  try {
    schema = JSON.parse(readFileSync(path, 'utf8')) as object;
  } catch (error) {
    throw new Error(`schemas/replies/${name}.json: ${error instanceof Error ? error.message : String(error)} (expected a JSON Schema of the reply envelope)`, { cause: error });
  }
  // allErrors off: the first mismatch is enough to refuse a reply, and the code stays small.
  const ajv = new Ajv({ code: { source: true, esm: true, lines: false }, strict: true, allowUnionTypes: true, allErrors: false, messages: false });
  let validate;
  try {
    // The ids mirror the files' places under schemas/, so a reference such as
    // "common/values.json#/definitions/flag" resolves here as it does for editors and for
    // src/validation/schema-validator.ts (which keys every schema file by its path).
    for (const file of listCommonReplyDefinitions(root)) {
      const common = JSON.parse(readFileSync(join(root, 'schemas/replies/common', file), 'utf8')) as object;
      ajv.addSchema(withoutAnnotations(common) as object, `replies/common/${file}`);
    }
    // Titles and descriptions are for readers; compiled code embeds the schema where a check
    // refers back to it, so they are dropped to keep the shipped code small.
    validate = ajv.compile({ ...(withoutAnnotations(schema) as object), $id: `replies/${name}.json` });
  } catch (error) {
    throw new Error(`schemas/replies/${name}.json: ${error instanceof Error ? error.message : String(error)} (expected a valid draft-07 JSON Schema)`, { cause: error });
  }
  const code = standaloneCode(ajv, validate);
  // Keywords such as minLength or uniqueItems import small ajv runtime helpers with require();
  // the app bundle has no require, so refuse them here with a clear message instead.
  if (/\brequire\(/.test(code))
    throw new Error(
      `schemas/replies/${name}.json: uses a keyword whose compiled check needs an ajv runtime helper (${/require\("([^"]+)"\)/.exec(code)?.[1]}) (expected type, required, properties, items, enum, const, anyOf, min/max only)`,
    );
  return code;
}

function withoutAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // x- keywords (x-assumption) are notes for the backend contract (src/contract/), not checks.
    if (key === 'title' || key === 'description' || key === '$comment' || key === '$schema' || key.startsWith('x-')) continue;
    // Inside "properties" the keys are field names, not keywords: a field may be called "title".
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, withoutAnnotations(v)])) : withoutAnnotations(value);
  }
  return out;
}

export function replySchemasPlugin({ root = projectRoot }: { root?: string } = {}): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'reply-schemas',
    configureServer(dev) {
      server = dev;
      const reload = (path: string) => {
        if (!/\/schemas\/replies\/.*\.json$/.test(path.split('\\').join('/'))) return;
        for (const mod of [...dev.moduleGraph.idToModuleMap.values()]) if (mod.id?.startsWith(`\0${manifestId}`) || mod.id?.startsWith(`\0${schemaPrefix}`)) dev.moduleGraph.invalidateModule(mod);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', reload);
      dev.watcher.on('add', reload);
      dev.watcher.on('unlink', reload);
    },
    // Hook filters let the bundler skip this plugin for every other module.
    resolveId: {
      filter: { id: /^virtual:reply-schema/ },
      handler(id) {
        return id === manifestId || id.startsWith(schemaPrefix) ? `\0${id}` : undefined;
      },
    },
    load: {
      filter: { id: /^\0virtual:reply-schema/ },
      handler(id) {
        if (id === `\0${manifestId}`) {
          const names = listReplySchemas(root);
          for (const name of names) this.addWatchFile(join(root, 'schemas/replies', `${name}.json`));
          for (const file of listCommonReplyDefinitions(root)) this.addWatchFile(join(root, 'schemas/replies/common', file));
          const entries = names.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(schemaPrefix + name)}).then((m) => m.default)`);
          return `export const replySchemas = {\n${entries.join(',\n')}\n};\n`;
        }
        if (!id.startsWith(`\0${schemaPrefix}`)) return undefined;
        const name = id.slice(`\0${schemaPrefix}`.length);
        if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`${schemaPrefix}${name}: not a reply schema name (expected lower-case letters, digits and dashes)`);
        this.addWatchFile(join(root, 'schemas/replies', `${name}.json`));
        for (const file of listCommonReplyDefinitions(root)) this.addWatchFile(join(root, 'schemas/replies/common', file));
        try {
          return compileReplySchema(root, name);
        } catch (error) {
          server?.config.logger.error(error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
    },
  };
}
