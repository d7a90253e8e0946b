// npm run reference: docs/screens.md from schemas/ (the single source of the descriptions) with
// an example of each kind taken from a real screen. --check exits 1 when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customOperations, builtinOperations, scopeRoots } from '../src/expressions/operations';
import { listScreenFiles, loadSchemaFiles, projectRoot, readScreenSource } from '../src/validation/files-on-disk';

type Schema = {
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  type?: string | string[];
  $ref?: string;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

const schemas = loadSchemaFiles() as Record<string, Schema>;
const screens = listScreenFiles().map((path) => ({ file: readScreenSource(path).file, document: JSON.parse(readFileSync(path, 'utf8')) as unknown }));

function resolve(schema: Schema, from: string): Schema {
  if (!schema.$ref) return schema;
  const [file, pointer] = schema.$ref.split('#');
  const base = file ? join(from, '..', file).replace(/^\.?\/?/, '') : from;
  let target = schemas[file ? base : from] as Schema;
  for (const part of (pointer ?? '').split('/').filter(Boolean)) target = (target as Record<string, Schema>)[part] as Schema;
  return { ...target, ...(schema.description ? { description: schema.description } : {}) };
}

function typeOf(schema: Schema, from: string): string {
  const s = resolve(schema, from);
  if (schema.$ref?.endsWith('/expression') || s === schemas['common.json']) return 'expression';
  if (schema.$ref?.includes('definitions/text')) return 'text';
  if (schema.$ref?.includes('definitions/steps')) return 'steps';
  if (schema.$ref?.includes('definitions/blocks')) return 'blocks';
  if (schema.$ref?.includes('definitions/params')) return 'params';
  if (schema.$ref?.includes('definitions/rules')) return 'field rules';
  if (s.enum) return s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``;
  if (s.type === 'array') return `list of ${s.items ? typeOf(s.items, from) : 'values'}`;
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type) return s.type;
  if ((schema as Record<string, unknown>)['x-ref'] === 'expression' || !s.type) return 'expression';
  return 'value';
}

function table(schema: Schema, from: string): string {
  const rows = Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'type' && name !== '$comment' && name !== '$schema')
    .map(([name, prop]) => {
      const s = resolve(prop, from);
      const required = schema.required?.includes(name) ? 'yes' : '';
      const fallback = s.default === undefined ? '' : `\`${JSON.stringify(s.default)}\``;
      const text = (prop.description ?? s.description ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
      return `| \`${name}\` | ${typeOf(prop, from)} | ${required} | ${fallback} | ${text} |`;
    });
  return rows.length ? ['| property | value | required | default | meaning |', '| --- | --- | --- | --- | --- |', ...rows].join('\n') : '_No properties besides `type`._';
}

/** The first object in any screen whose `type` is kind (under blocks or steps), as a short JSON example. */
function example(kind: string, where: 'block' | 'step'): string {
  const stepTypes = new Set((schemas['action.json']!.oneOf ?? []).map((r) => r.$ref!.replace(/^.*\/|\.json$/g, '')));
  for (const { file, document } of screens) {
    let found: unknown;
    const walk = (node: unknown, key: string): void => {
      if (found !== undefined || typeof node !== 'object' || node === null) return;
      const type = (node as { type?: unknown }).type;
      const isStep = key === 'step';
      if (type === kind && (where === 'step') === isStep && (where === 'step' || !stepTypes.has(kind))) {
        found = node;
        return;
      }
      for (const [k, v] of Object.entries(node)) {
        const stepList = ['onTap', 'onSuccess', 'onFailure', 'then', 'else', 'onLoad', 'onClose', 'onAction', 'default'].includes(k) || (key === 'actions' && Array.isArray(v)) || key === 'onCode' || key === 'cases';
        if (Array.isArray(v)) v.forEach((item) => walk(item, stepList ? 'step' : k));
        else walk(v, k);
      }
    };
    walk(document, '');
    if (found !== undefined) {
      let text = JSON.stringify(found);
      if (text.length > 400) text = JSON.stringify(found, (k, v) => (k && (Array.isArray(v) || (typeof v === 'object' && v !== null)) && JSON.stringify(v).length > 80 ? '…' : v));
      return `Example from \`${file}\`:\n\n\`\`\`json\n${text}\n\`\`\``;
    }
  }
  return '_Not used by any screen yet._';
}

function section(union: string, where: 'block' | 'step'): string {
  return (schemas[union]!.oneOf ?? [])
    .map((ref) => {
      const path = ref.$ref!;
      const kind = path.replace(/^.*\/|\.json$/g, '');
      const schema = schemas[path]!;
      return [`### \`${kind}\``, '', schema.description ?? '', '', table(schema, path), '', example(kind, where)].join('\n');
    })
    .join('\n\n');
}

const screen = schemas['screen.json']!;
const endpoint = schemas['endpoint.json']!;
const dataSource = schemas['data-source.json']!;
const dialog = schemas['dialog.json']!;
const rules = (schemas['common.json'] as unknown as { definitions: Record<string, Schema> }).definitions.rules!;

const doc = [
  '<!-- Generated from schemas/ by npm run reference: do not edit. CI fails when it is stale. -->',
  '# Screen document reference',
  '',
  'Every screen is one JSON file in `screens/` that starts with `"$schema": "../schemas/screen.json"`. This page lists every property, block, step and expression operation, with its description from the schemas and an example from a real screen. `npm run validate` checks a document against all of it and names the file, the JSON pointer, what is wrong and what was expected.',
  '',
  '## Contents',
  '',
  '- [The screen document](#the-screen-document)',
  '- [Endpoints](#endpoints), [data sources](#data-sources), [dialogs](#dialogs), [field rules](#field-rules)',
  '- [Blocks](#blocks)',
  '- [Steps](#steps)',
  '- [Expressions](#expressions)',
  '',
  '## The screen document',
  '',
  screen.description ?? '',
  '',
  table(screen, 'screen.json'),
  '',
  '## Endpoints',
  '',
  endpoint.description ?? '',
  '',
  table(endpoint, 'endpoint.json'),
  '',
  '## Data sources',
  '',
  dataSource.description ?? '',
  '',
  table(dataSource, 'data-source.json'),
  '',
  '## Dialogs',
  '',
  dialog.description ?? '',
  '',
  table(dialog, 'dialog.json'),
  '',
  '## Field rules',
  '',
  rules.description ?? '',
  '',
  table(rules, 'common.json'),
  '',
  '## Blocks',
  '',
  'Every block may also have `when` (shown only while the expression is truthy) and `$comment` (a note for editors).',
  '',
  section('block.json', 'block'),
  '',
  '## Steps',
  '',
  'Buttons, links, cards, `onLoad`, `actions` and the branches of `call`, `if` and `switch` hold lists of steps, run in order.',
  '',
  section('action.json', 'step'),
  '',
  '## Expressions',
  '',
  'A value is a literal or a [json-logic](https://jsonlogic.com/) expression: an object with one key, the operation, e.g. `{"var": "data.init.email"}` or `{"==": [{"var": "query.source"}, "loanDetail"]}`. Nothing is ever evaluated as code.',
  '',
  `Scopes readable with \`var\`: ${scopeRoots.map((s) => `\`${s}\``).join(', ')}.`,
  '',
  `json-logic operations: ${builtinOperations.map((o) => `\`${o}\``).join(', ')} (\`method\` and \`log\` are not available).`,
  '',
  '| operation | meaning |',
  '| --- | --- |',
  ...Object.entries(customOperations).map(([name, op]) => `| \`${name}\` | ${op.description.replace(/\|/g, '\\|')} |`),
  '',
].join('\n');

const out = join(projectRoot, 'docs/screens.md');
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== doc) {
    console.log('docs/screens.md: stale (expected the output of npm run reference; run it and commit the result)');
    process.exit(1);
  }
  console.log('docs/screens.md is up to date');
} else {
  writeFileSync(out, doc);
  console.log(`wrote docs/screens.md (${doc.length} characters)`);
}
