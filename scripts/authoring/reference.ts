// npm run reference: docs/screens.md from schemas/ alone: each schema's description, a table of its
// properties and its `examples` (held valid by tests/unit/schema-examples.test.ts). Nothing is
// quoted from screens/, so a copy edit there never makes the reference stale. --check exits 1 when
// the file differs from what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatScreenJson } from '../../src/compiler/tools/format-json';
import { exampleContext, kindExamples, type KindExamples } from '../../src/compiler/tools/schema-examples';
import { loadMarket, loadSchemaFiles, projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { expressionsSection } from '../lib/reference-expressions';
import { loadMobileNumbers } from '../../src/lib/mobile-numbers';

// The reference's example values are evaluated, mobile(…) among them (its reader loads on demand).
await loadMobileNumbers();

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
  examples?: unknown[];
};

const schemas = loadSchemaFiles() as Record<string, Schema>;
const { sessionParams } = loadMarket();

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
  if (s.anyOf && !s.type) return s.anyOf.map((branch) => typeOf(branch, from)).join(' \\| ');
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  if (s.type) return s.type;
  return 'expression';
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

/** A schema's `examples`, each as a JSON block laid out as screen files are. */
function examples(list: unknown[] | undefined, what = 'Example'): string {
  if (!list?.length) return '';
  const blocks = list.map((example) => `\`\`\`json\n${formatScreenJson(example, 100)}\`\`\``);
  return [`${list.length > 1 ? `${what}s` : what}:`, '', ...blocks.flatMap((b) => [b, ''])].join('\n').trimEnd();
}

/**
 * The keys an object-valued property of the schema takes (a server-fields block's `map`, an
 * override per field code in its `overrides`), one table each: without them the reference named
 * the property and never what to write in it (issue 62). A shared definition (field rules, params) has its own section.
 */
function propertyTables(schema: Schema, from: string): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => {
    if (prop.$ref) return [];
    const each = typeof prop.additionalProperties === 'object' ? resolve(prop.additionalProperties, from) : undefined;
    if (each?.properties) return [`Each value of \`${name}\` (by its key) takes:\n\n${table(each, from)}`];
    if (prop.properties) return [`\`${name}\` takes:\n\n${table(prop, from)}`];
    return [];
  });
}

/** Description, property table and examples of one schema (or a definition inside one). */
function part(schema: Schema, from: string): string {
  return [schema.description ?? '', table(schema, from), ...propertyTables(schema, from), examples(schema.examples)].filter(Boolean).join('\n\n');
}

function kindSection(kind: KindExamples): string {
  const schema = schemas[kind.schema]!;
  return [`### \`${kind.kind}\``, '', part(schema, kind.schema)].join('\n');
}

const names = (keys: readonly string[]) => keys.map((k) => `\`${k}\``).join(', ');

/** What the examples may refer to, said from the screen they are checked in. */
function contextNote(): string {
  const c = exampleContext;
  const sources = Object.entries(c.data).map(([name, source]) => `\`${name}\` (reply \`schemas/replies/${c.endpoints[source.endpoint].reply}.json\`)`);
  const queries = Object.keys((schemas['screen.json']!.properties?.queries?.examples?.[0] ?? {}) as object);
  return [
    'Each example is checked by `tests/unit/schema-examples.test.ts` inside a screen that declares:',
    `query parameters ${names(Object.keys(c.query))}; data sources ${sources.join(', ')}; endpoints ${names(Object.keys(c.endpoints))};`,
    `state ${names(Object.keys(c.state))}; dialog ${names(Object.keys(c.dialogs))}; action ${names(Object.keys(c.actions))}; named query ${names(queries)};`,
    `fields ${names(c.fields.map((f) => f.name))}; and the routes, screens and fragments of the project.`,
  ].join(' ');
}

const screen = schemas['screen.json']!;
const common = (schemas['common.json'] as unknown as { definitions: Record<string, Schema> }).definitions;
const rules = common.rules!;
const custom = rules.properties!.custom!.items!;
const navigate = schemas['actions/navigate.json']!;
const fragment = schemas['fragment.json']!;
const fragmentParam = fragment.properties!.params!.additionalProperties as Schema;
const kinds = kindExamples(schemas);
const section = (site: KindExamples['site']) => kinds.filter((k) => k.site === site).map(kindSection).join('\n\n');
const queries = screen.properties!.queries!;
const queryFrom = navigate.examples?.filter((e) => typeof e === 'object' && e !== null && 'queryFrom' in e);

const doc = [
  '<!-- Generated from schemas/ by npm run reference: do not edit. CI fails when it is stale. -->',
  '# Screen document reference',
  '',
  'For screen authors (product team and developers): after reading you will be able to write any block, step, expression and fragment a screen can hold, and read any line `npm run validate` prints.',
  '',
  'Every screen is one JSON file in `screens/` that starts with `"$schema": "../schemas/screen.json"`. This page lists every property, block, step and expression operation, with its description and examples from the schemas. `npm run validate` checks a document against all of it and names the file, the JSON pointer, what is wrong and what was expected.',
  '',
  '## Contents',
  '',
  '- [The screen document](#the-screen-document)',
  '- [Endpoints](#endpoints), [data sources](#data-sources), [dialogs](#dialogs), [field rules](#field-rules)',
  '- [Named queries](#named-queries), [fragments](#fragments), [scenarios](#scenarios), [languages](#languages)',
  '- [Blocks](#blocks)',
  '- [Steps](#steps)',
  '- [Expressions](#expressions): [names](#names), [values](#values), [operators](#operators), [templates](#templates), [functions](#functions)',
  '',
  '## The screen document',
  '',
  part(screen, 'screen.json'),
  '',
  '## Endpoints',
  '',
  part(schemas['endpoint.json']!, 'endpoint.json'),
  '',
  '## Data sources',
  '',
  part(schemas['data-source.json']!, 'data-source.json'),
  '',
  '## Dialogs',
  '',
  part(schemas['dialog.json']!, 'dialog.json'),
  '',
  '## Field rules',
  '',
  part(rules, 'common.json'),
  '',
  '### `rules.custom`',
  '',
  rules.properties!.custom!.description ?? '',
  '',
  table(custom, 'common.json'),
  '',
  '## Named queries',
  '',
  `\`queries\` of a screen: ${queries.description ?? ''}`,
  '',
  examples(queries.examples),
  '',
  `\`queryFrom\` of a navigate step: ${navigate.properties!.queryFrom!.description ?? ''}`,
  '',
  examples(queryFrom),
  '',
  '## Fragments',
  '',
  part(fragment, 'fragment.json'),
  '',
  '### A fragment\'s `params`',
  '',
  fragment.properties!.params!.description ?? '',
  '',
  table(fragmentParam, 'fragment.json'),
  '',
  '### Using a fragment',
  '',
  part(schemas['widgets/fragment.json']!, 'widgets/fragment.json'),
  '',
  '## Scenarios',
  '',
  `\`scenarios\` of a screen: ${screen.properties!.scenarios!.description ?? ''}`,
  '',
  part(schemas['scenario.json']!, 'scenario.json'),
  '',
  '## Languages',
  '',
  part(schemas['catalogue.json']!, 'catalogue.json'),
  '',
  'An entry is needed for every text (a template) and every plain-words value (validation messages, option labels, loading texts, the site menu, a page\'s meta description) that has words a reader sees: letters outside `{…}`, or words quoted inside it (`cat(\'Please enter your \', item.title)`). A template of values only (`{item.title}`, `₱{data.amount}`) and an address (`/images/tip.svg`) need none; an address may still have one, for a picture with words drawn in it. A screen with `untranslated` (its reason) needs none. Values from the server (bank names, field titles, the server\'s messages) come as the server sends them. The languages, the default and where a page\'s language comes from are in config/market.json `languages`; the `language-switch` block lets a visitor choose.',
  '',
  '## Blocks',
  '',
  'Every block may also have `when` (shown only while the expression is truthy) and `$comment` (a note for editors).',
  '',
  contextNote(),
  '',
  section('block'),
  '',
  '## Steps',
  '',
  'Buttons, links, cards, `onLoad`, `actions` and the branches of `call`, `if` and `switch` hold lists of steps, run in order. The examples are checked in the same screen as the blocks\', as one of its actions.',
  '',
  section('step'),
  '',
  expressionsSection(schemas, sessionParams),
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
