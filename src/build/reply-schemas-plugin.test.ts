// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listReplySchemas } from '../compiler/1-parse/files-on-disk';
import { compileReplySchema } from '../compiler/6-emit/reply-validators';
import { projectRoot } from '../compiler/1-parse/files-on-disk';

function projectWith(schemas: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'reply-schemas-'));
  mkdirSync(join(root, 'schemas/replies'), { recursive: true });
  for (const [name, schema] of Object.entries(schemas)) writeFileSync(join(root, 'schemas/replies', `${name}.json`), typeof schema === 'string' ? schema : JSON.stringify(schema));
  return root;
}

/** Loads generated ESM source as a module, the way the bundle would (a data: URL import). */
async function load(code: string): Promise<(reply: unknown) => boolean> {
  const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as { default: (reply: unknown) => boolean };
  return module.default;
}

describe('reply schemas compiled at build time', () => {
  it('compiles every schema in schemas/replies/ to plain code: no eval, no new Function, no runtime imports', () => {
    for (const name of listReplySchemas(projectRoot)) {
      const code = compileReplySchema(projectRoot, name);
      expect(code, name).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|\bimport\b/);
      expect(code, name).toContain('export default');
    }
  });

  it('gives a working validator with JSON pointers in its errors', async () => {
    const root = projectWith({ sid: { type: 'object', required: ['code', 'data'], properties: { code: {}, data: { type: 'object', required: ['sid'], properties: { sid: { type: 'string' } } } } } });
    const validate = (await load(compileReplySchema(root, 'sid'))) as ((reply: unknown) => boolean) & { errors?: { instancePath: string }[] };
    expect(validate({ code: 0, data: { sid: 'abc' } })).toBe(true);
    expect(validate({ code: 0, data: { sid: 5 } })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/data/sid');
  });

  it('names the file when a schema is not valid JSON or not a valid schema', () => {
    expect(() => compileReplySchema(projectWith({ broken: '{ "type": ' }), 'broken')).toThrow(/^schemas\/replies\/broken\.json: .*expected a JSON Schema/);
    expect(() => compileReplySchema(projectWith({ bad: { type: 'strnig' } }), 'bad')).toThrow(/^schemas\/replies\/bad\.json: .*expected a valid draft-07 JSON Schema/);
  });

  it('refuses keywords whose compiled check would need an ajv runtime helper', () => {
    expect(() => compileReplySchema(projectWith({ short: { type: 'string', minLength: 2 } }), 'short')).toThrow(/schemas\/replies\/short\.json: uses a keyword whose compiled check needs an ajv runtime helper/);
  });
});
