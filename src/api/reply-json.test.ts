// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseReply, readsExactly } from './reply-json';

describe('reading a reply with its numbers as the server wrote them (issue 60)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an id past 2^53', '9007199254740993', '9007199254740993'],
    ['2^53 itself, a double but not a safe integer', '9007199254740992', '9007199254740992'],
    ['a negative one', '-9007199254740993', '-9007199254740993'],
    ['an amount with more digits than a double keeps', '12345678901234567.89', '12345678901234567.89'],
    ['a fraction a double rounds', '0.1000000000000000055511151231257827', '0.1000000000000000055511151231257827'],
    ['a number beyond the double range', '1e400', '1e400'],
    ['an integer in exponent form past 2^53', '1e21', '1e21'],
  ])('keeps %s as its text', (_what, written, kept) => {
    expect(parseReply(`{"data":{"v":${written}}}`)).toEqual({ data: { v: kept } });
  });

  it.each([
    ['a safe id', '10174', 10174],
    ['the largest safe integer', '9007199254740991', 9007199254740991],
    ['an amount in centavos', '567800', 567800],
    ['a rate', '0.05', 0.05],
    ['the same value spelt otherwise', '1.50', 1.5],
    ['an exponent the page writes back as the same value', '1e3', 1000],
    ['a double written in full', '0.30000000000000004', 0.30000000000000004],
    ['minus zero', '-0', -0],
  ])('reads %s as a number', (_what, written, value) => {
    expect(parseReply(`[${written}]`)).toEqual([value]);
  });

  it('leaves strings, the envelope and nested lists as they are', () => {
    const text = '{"code":"00","message":"ok","data":{"list":[{"id":"9007199254740993","n":12345678901234567890}],"flag":true,"none":null}}';
    expect(parseReply(text)).toEqual({ code: '00', message: 'ok', data: { list: [{ id: '9007199254740993', n: '12345678901234567890' }], flag: true, none: null } });
  });

  it('throws on text that is not JSON, as JSON.parse does', () => {
    expect(() => parseReply('<html>502</html>')).toThrow(SyntaxError);
  });

  it("reads as JSON.parse does where the engine gives the reviver no source text (today's behaviour)", () => {
    const parse = JSON.parse.bind(JSON);
    vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) =>
      parse(text, reviver && function (this: unknown, key: string, value: unknown) {
        return reviver.call(this, key, value);
      }),
    );
    expect(parseReply('{"id":9007199254740993}')).toEqual({ id: 9007199254740992 });
  });

  it('tells a number read exactly from one that is not', () => {
    expect(readsExactly(5, '5.000')).toBe(true);
    expect(readsExactly(9007199254740992, '9007199254740993')).toBe(false);
    expect(readsExactly(Number.POSITIVE_INFINITY, '1e400')).toBe(false);
  });
});

describe('the reply schemas take the text the client keeps (issue 60)', () => {
  const dir = 'schemas/replies';
  const files = [...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)), ...readdirSync(join(dir, 'common')).map((f) => join(dir, 'common', f))];

  it('take a string wherever they take a number, or in an anyOf beside a string', () => {
    const typesOf = (node: unknown): unknown[] => {
      const { type } = (node ?? {}) as { type?: unknown };
      return Array.isArray(type) ? type : [type];
    };
    const numberOnly: string[] = [];
    // A number branch of an anyOf or oneOf with a string branch takes the string too (numberish).
    const walk = (node: unknown, at: string, stringBeside = false) => {
      if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`, stringBeside));
      if (typeof node !== 'object' || node === null) return;
      const types = typesOf(node);
      if (types.some((t) => t === 'number' || t === 'integer') && !types.includes('string') && !stringBeside) numberOnly.push(at);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`, (key === 'anyOf' || key === 'oneOf') && Array.isArray(child) && child.some((branch) => typesOf(branch).includes('string')));
    };
    for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')), file);
    expect(numberOnly).toEqual([]);
  });

  it('take an id and an amount past 2^53 as the client keeps them', () => {
    const values = JSON.parse(readFileSync(join(dir, 'common/values.json'), 'utf8')) as { definitions: Record<string, object> };
    const ajv = new Ajv({ strict: false, allowUnionTypes: true });
    const kept = parseReply('{"id":9007199254740993,"amount":123456789012345678901}') as { id: unknown; amount: unknown };
    for (const name of ['id', 'optionalId']) expect(ajv.validate({ definitions: values.definitions, $ref: `#/definitions/${name}` }, kept.id), name).toBe(true);
    for (const name of ['numberish', 'optionalNumberish']) expect(ajv.validate({ definitions: values.definitions, $ref: `#/definitions/${name}` }, kept.amount), name).toBe(true);
  });
});
