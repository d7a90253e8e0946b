// @vitest-environment node
// The reference teaches from the schemas' `examples` (npm run reference), so every block and step
// schema has one, and each is a valid block or step: put in a small screen (src/compiler/tools/
// schema-examples.ts says what that screen declares) and run through the real validator.
import { describe, expect, it } from 'vitest';
import { checkExamples, checkFragmentExamples, kindExamples, type KindExamples } from '../../src/compiler/tools/schema-examples';
import { listFragmentFiles, listScreenFiles, loadMarket, loadSchemaFiles, readScreenSource } from '../../src/compiler/1-parse/files-on-disk';
import { formatProblem } from '../../src/lib/problem';
import type { SchemaFiles } from '../../src/compiler/1-parse/schema-validator';

const schemas = loadSchemaFiles();
const { sessionParams } = loadMarket();
const screens = listScreenFiles().map((path) => readScreenSource(path));
const fragments = listFragmentFiles().map((path) => readScreenSource(path));
const kinds = kindExamples(schemas);

function problemsOf(list: KindExamples[], files: SchemaFiles = schemas): string[] {
  const wanted = list.flatMap((kind) => kind.examples.map((_, index) => ({ kind, index })));
  return checkExamples(wanted, files, sessionParams, screens, fragments).flatMap((checked) => checked.problems.map(formatProblem));
}

describe('schema examples', () => {
  it('lists every kind of block.json and action.json', () => {
    const count = (union: string) => (schemas[union] as { oneOf: unknown[] }).oneOf.length;
    expect(kinds.filter((k) => k.site === 'block')).toHaveLength(count('block.json'));
    expect(kinds.filter((k) => k.site === 'step')).toHaveLength(count('action.json'));
  });

  it('gives every block and step schema at least one example', () => {
    expect(kinds.filter((k) => k.examples.length === 0).map((k) => `schemas/${k.schema}: no "examples" (expected a list with at least one ${k.site} of type "${k.kind}")`)).toEqual([]);
  });

  it('gives examples of their own kind', () => {
    const wrong = kinds.flatMap((k) => k.examples.flatMap((example, i) => ((example as { type?: unknown }).type === k.kind ? [] : [`schemas/${k.schema}#/examples/${i}/type: expected "${k.kind}"`])));
    expect(wrong).toEqual([]);
  });

  it('has only examples the validator accepts, in a screen with the example context', () => {
    expect(problemsOf(kinds)).toEqual([]);
  });

  it('has fragment document examples the validator accepts', () => {
    expect(checkFragmentExamples(schemas, sessionParams).map(formatProblem)).toEqual([]);
  });

  it('has field rules examples the validator accepts, on a text field', () => {
    const rules = (schemas['common.json'] as { definitions: { rules: { examples: unknown[] } } }).definitions.rules.examples;
    expect(rules.length).toBeGreaterThan(0);
    const field = { kind: 'text-field', site: 'block' as const, schema: 'common.json', examples: rules.map((r) => ({ type: 'text-field', name: 'amountAgain', label: 'Amount again', rules: r })) };
    expect(problemsOf([field])).toEqual([]);
  });

  it('reports a broken example at its place in its schema', () => {
    const heading = kinds.find((k) => k.kind === 'heading')!;
    const call = kinds.find((k) => k.kind === 'call')!;
    const broken = [
      { ...heading, examples: [{ type: 'heading', text: 'Due on {date(dat.detail.repayDate)}' }] },
      { ...call, examples: [{ type: 'call', endpoint: 'sav', params: { amount: 'data.offer.amout' } }] },
    ];
    const lines = problemsOf(broken);
    expect(lines).toContainEqual(expect.stringMatching(/^schemas\/widgets\/heading\.json#\/examples\/0\/text: unknown name "dat" at column \d+; did you mean "data"\?/));
    expect(lines).toContainEqual(expect.stringMatching(/^schemas\/actions\/call\.json#\/examples\/0\/endpoint: no endpoint named "sav"/));
    expect(lines).toContainEqual(expect.stringMatching(/^schemas\/actions\/call\.json#\/examples\/0\/params\/amount: .*"amout"/));
  });
});
