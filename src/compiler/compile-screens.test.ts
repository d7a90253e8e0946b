// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { describe, expect, it } from 'vitest';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, readScreenSource } from './1-parse/files-on-disk';
import { formatProblem } from '../lib/problem';
import { validateScreens } from './compile-screens';
import { callableOperations, fragmentParamRoot } from './shared/expression-parser';
import { scopeRoots } from '../expressions/operations';
import base from './cases/base.json';
import broken from './cases/broken-screens.json';

const schemas = loadSchemaFiles();
const { sessionParams } = loadMarket();
const list = { file: 'screens/list.json', text: JSON.stringify({ id: 'list', title: 'List', routes: ['/complaintList'], body: [] }) };

type Patch = { op: 'replace' | 'add' | 'move'; path: string; value?: unknown; from?: string };

function tokens(pointer: string): string[] {
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
function parentOf(doc: unknown, pointer: string): [Record<string, unknown> | unknown[], string] {
  const parts = tokens(pointer);
  const last = parts.pop()!;
  let node = doc as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  return [node, last];
}
function applyPatch(doc: unknown, patch: Patch[]): unknown {
  const copy = structuredClone(doc);
  for (const op of patch) {
    let value = op.value;
    if (op.op === 'move') {
      const [from, key] = parentOf(copy, op.from!);
      value = (from as Record<string, unknown>)[key];
      delete (from as Record<string, unknown>)[key];
    }
    const [parent, key] = parentOf(copy, op.path);
    if (Array.isArray(parent)) {
      if (key === '-') parent.push(value);
      else if (op.op === 'add') parent.splice(Number(key), 0, value);
      else parent[Number(key)] = value;
    } else parent[key] = value;
  }
  return copy;
}

const kinds = (union: string) => (schemas[union] as { oneOf: { $ref: string }[] }).oneOf.map((r) => r.$ref.replace(/^.*\/|\.json$/g, '')).join(', ');
const lists: Record<string, string> = {
  '{blockTypes}': kinds('block.json'),
  '{stepTypes}': kinds('action.json'),
  '{functions}': callableOperations.join(', '),
  '{names}': [...scopeRoots, fragmentParamRoot].join(', '),
};
const expand = (line: string) => line.replace(/\{\w+\}/g, (key) => lists[key] ?? key);

function run(document: unknown): string[] {
  return validateScreens([{ file: 'screens/base.json', text: JSON.stringify(document) }], schemas, sessionParams, [list]).map(formatProblem);
}

describe('validator', () => {
  it('accepts the base case', () => {
    expect(run(base)).toEqual([]);
  });

  it.each(broken.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(run(applyPatch(base, c.patch as Patch[]))).toEqual(c.expected.map(expand));
  });

  it('places a JSON syntax error by line and column', () => {
    const problems = validateScreens([{ file: 'screens/x.json', text: '{\n  "id": "x",\n  "title": "X"\n  "routes": []\n}' }], schemas, sessionParams).map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^screens\/x\.json#: not valid JSON at line 4, column 3/);
  });

  it('passes every screen in screens/', () => {
    const all = listScreenFiles().map((p) => readScreenSource(p));
    expect(all.length).toBeGreaterThan(0);
    const fragments = listFragmentFiles().map((p) => readScreenSource(p));
    expect(validateScreens(all, schemas, sessionParams, [], fragments).map(formatProblem)).toEqual([]);
  });
});
