// Node-only Vite plugin: the reply validators of the compiled project (src/compiler/6-emit/
// reply-validators.ts), plain validation functions compiled from schemas/replies/*.json at build
// time, so the app checks server replies without shipping ajv or running `new Function` in the
// browser (it works under a strict Content Security Policy).
//
// Each schema is its own module `virtual:reply-schema/<name>`, so a screen's validators load with
// its first call, not in the initial bundle; a screen document's module names those of its own
// endpoints (replyChecksCode, src/build/screens-plugin.ts). `virtual:reply-schemas` lists every one,
// for tools, tests and stories: no page the build writes loads it, as it grows with each endpoint.
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { compiledProject } from '../compiler/compile-project.ts';

const manifestId = 'virtual:reply-schemas';
const schemaPrefix = 'virtual:reply-schema/';

/** The object `{ name: () => import(its validator), … }` of these reply schemas (src/api/reply-check.ts addReplyChecks takes it). */
export function replyChecksCode(names: readonly string[]): string {
  const entries = names.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(schemaPrefix + name)}).then((m) => m.default)`);
  return `{\n${entries.join(',\n')}\n}`;
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
        const validators = compiledProject(root).replyValidators;
        if (id === `\0${manifestId}`) {
          const { names } = validators;
          for (const name of names) this.addWatchFile(join(root, 'schemas/replies', `${name}.json`));
          for (const file of validators.common) this.addWatchFile(join(root, 'schemas/replies/common', file));
          return `export const replySchemas = ${replyChecksCode(names)};\n`;
        }
        if (!id.startsWith(`\0${schemaPrefix}`)) return undefined;
        const name = id.slice(`\0${schemaPrefix}`.length);
        if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`${schemaPrefix}${name}: not a reply schema name (expected lower-case letters, digits and dashes)`);
        this.addWatchFile(join(root, 'schemas/replies', `${name}.json`));
        for (const file of validators.common) this.addWatchFile(join(root, 'schemas/replies/common', file));
        try {
          return validators.code(name);
        } catch (error) {
          server?.config.logger.error(error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
    },
  };
}
