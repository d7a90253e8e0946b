// @vitest-environment node
// check: reads the project documents (schemas/replies/common/values.json)
// The success rules twice over, as code (src/api/success-rule.ts, what the app runs) and as schema
// (schemas/replies/common/values.json, what the backend reads in the contract): held to the same codes.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSuccess, successCodeDefinition, type SuccessRule } from '../api/success-rule';

const values = JSON.parse(readFileSync('schemas/replies/common/values.json', 'utf8')) as object;
const ajv = new Ajv({ strict: false, allowUnionTypes: true });
ajv.addSchema(values, 'values.json');
const schemaAccepts = (rule: SuccessRule) => ajv.compile({ $ref: `values.json#/definitions/${successCodeDefinition(rule)}` });
const codes = fc.oneof(
  fc.integer({ min: -3, max: 200 }),
  fc.constantFrom(0, -0, 0.5, '0', '00', ' 0 ', '+0', '-00', '', ' ', '0x1', '1', '01', '00 ', 'O', '0.0', 101, '02', null, true),
  fc.stringMatching(/^\s?[+-]?[0-9]{0,3}\s?$/),
);

describe('a reply schema\'s success code and the success rule the app runs', () => {
  it.each(['int0', 'str00'] as const)('%s: the schema accepts exactly the codes isSuccess counts as a success', (rule) => {
    const accepts = schemaAccepts(rule);
    fc.assert(fc.property(codes, (code) => accepts(code) === isSuccess(rule, code)), { numRuns: 500 });
  });

  it('either: a code of one rule or the other', () => {
    const accepts = ajv.compile({ $ref: `values.json#/definitions/${successCodeDefinition('either')}` });
    for (const code of [0, '0', '00', 1, '01', '']) expect(accepts(code), JSON.stringify(code)).toBe(isSuccess('int0', code) || isSuccess('str00', code));
  });
});
