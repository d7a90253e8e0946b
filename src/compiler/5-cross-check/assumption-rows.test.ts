import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, projectRoot } from '../1-parse/files-on-disk';
import { formatProblem } from '../../lib/problem';
import { ASSUMPTIONS_DOC, missingAssumptionRows } from './assumption-rows';

const doc = readFileSync(join(projectRoot, ASSUMPTIONS_DOC), 'utf8');
const schemas = loadSchemaFiles();

describe('every x-assumption reply field has a row in docs/contract-assumptions.md (issue 43)', () => {
  it('holds for the project', () => {
    expect(missingAssumptionRows(schemas, doc).map(formatProblem)).toEqual([]);
  });

  it('names the schema file, the pointer and the row expected when a row is missing', () => {
    // The page without the card-init cardType row.
    const without = doc.split('\n').filter((line) => !line.includes('`card-init` `data.cardType`')).join('\n');
    expect(without).not.toBe(doc);
    expect(missingAssumptionRows(schemas, without).map(formatProblem)).toEqual([
      'schemas/replies/card-init.json#/properties/data/properties/cardType: field "cardType" is marked x-assumption (a field SPEC.md does not name) but no row of docs/contract-assumptions.md names it (expected a row in docs/contract-assumptions.md "Fields SPEC.md does not name" whose field cell names `cardType`, e.g. | `card-init` `data.cardType` | <screen> | <what SPEC says> | <why we read it> |)',
    ]);
  });

  it('counts only a reply-field table row naming the field as a word, not prose or a request table', () => {
    const schema = { 'replies/x.json': { properties: { data: { properties: { zeta: { 'x-assumption': 'assumed' } } } } } };
    const fields = (row: string) => `| field | screen |\n|---|---|\n${row}\n`;
    expect(missingAssumptionRows(schema, `zeta is mentioned here\n${fields('| `x` `data.zetas` | s |')}`)).toHaveLength(1);
    expect(missingAssumptionRows(schema, '| request | screen |\n|---|---|\n| `zeta` on `x-save` | s |\n')).toHaveLength(1);
    expect(missingAssumptionRows(schema, fields('| `x` `data.zeta` | s |'))).toEqual([]);
  });
});
