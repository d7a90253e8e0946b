// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { readDeclaredEndpoints } from '../dev-api/declared-endpoints';
import { projectOpenApi } from './project-contract';
import { extension } from './openapi';
import { openApiHtml } from './openapi-view';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed document, read by path in assertions
const { document, problems } = projectOpenApi(undefined, 'test');
const doc = document as Json;
const operation = (method: string, path: string): Json => doc.paths[path]?.[method.toLowerCase()];

describe('the OpenAPI document made from the screens', () => {
  it('is made without problems and is valid OpenAPI 3.1 for a maintained validator', async () => {
    expect(problems).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(!result.valid && result.errors)).toBe(true);
  });

  it('the validator refuses a broken document, so the check above can fail', async () => {
    const broken = structuredClone(doc);
    delete broken.paths['/user-problem/problem-save'].post.responses;
    broken.paths['/user-problem/problem-list'].post.parameters.push({ name: 'x', in: 'body' });
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });

  // Read straight from the files (src/dev-api/declared-endpoints.ts), not through the generator.
  const declared = readDeclaredEndpoints();
  it.each(declared.map((e) => [`${e.file}#/endpoints/${e.name}`, e] as const))('lists %s with its method and path', (_where, e) => {
    const op = operation(e.method, e.path);
    expect(op, `dist/openapi.json has no ${e.method} ${e.path}, which ${e.file} declares as "${e.name}"`).toBeDefined();
    expect(op[extension.declaredAt]).toBe(`${e.file}#/endpoints/${e.name}`);
  });

  it('has no operation that no screen declares', () => {
    const listed = Object.entries(doc.paths as Json).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual(declared.map((e) => `${e.method} ${e.path}`).sort());
  });

  it('says what each screen sends, how, and the failure codes it handles', () => {
    const save = operation('POST', '/user-problem/problem-save');
    const body = save.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['problemType', 'problemDetail', 'problemImage', 'orderNo']));
    expect(save[extension.failureCodes]['02']).toEqual([expect.stringContaining('"detail"')]);
    expect(save[extension.success].rule).toBe('str00');
    expect(save[extension.effect]).toBe('write');

    const upload = operation('POST', '/user-problem/upload-problem-img');
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.problemImage.contentMediaType).toMatch(/^image\//);

    const sid = operation('GET', '/api/v2/kaagapay/promotion/get-sid');
    expect(sid[extension.effect]).toBe('read');
    expect(sid[extension.pathTemplate]).toBe('/api/v2/{provider}/promotion/get-sid');

    // A fragment's endpoint is used by every screen using the fragment.
    const vcode = operation('POST', '/v3/loan-details/generate-vcode');
    expect(vcode[extension.uses].map((u: Json) => u.screen).sort()).toEqual(['screens/repayment-delay.json', 'screens/repayment.json']);
    expect(vcode[extension.uses][0].at).toMatch(/^screens\/fragments\/repayment-channels\.json#/);

    // The bank form sends the form's own fields and those the server draws.
    const bind = operation('POST', '/v3/bind-card/bind-card-new');
    expect(bind.requestBody.content['application/x-www-form-urlencoded'].schema.additionalProperties).toEqual({ type: 'string' });
    expect(bind.requestBody.content['application/x-www-form-urlencoded'].schema.properties.channelNumber).toBeDefined();
  });

  it('sends the session parameters of CONTRACT.md with every call', () => {
    for (const item of Object.values(doc.paths as Json))
      for (const op of Object.values(item as Json)) expect((op as Json).parameters.map((p: Json) => p.$ref)).toContain('#/components/parameters/session.sessionId');
    expect(doc.components.parameters['session.sessionId']).toMatchObject({ name: 'sessionId', in: 'query' });
  });

  it('keeps the reply schemas and their shared definitions as components, resolving inside the document', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(100);
    for (const found of new Set(refs)) {
      const target = JSON.parse(`{${found}}`).$ref as string;
      expect(target, found).toMatch(/^#\/components\/(schemas|parameters)\//);
      const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(target)!;
      expect(doc.components[kind!][name!], `${target} resolves`).toBeDefined();
    }
    expect(operation('POST', '/v3/bind-card/card-init').responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/card-init' });
    expect(doc.components.schemas['card-init'].properties.data.properties.cardType.$ref).toBe('#/components/schemas/values.optionalId');
  });

  it('marks the assumptions of docs/contract-assumptions.md on their fields', () => {
    const cardType = doc.components.schemas['card-init'].properties.data.properties.cardType;
    expect(cardType[extension.assumption]).toEqual(expect.any(String));
    expect(cardType.description).toMatch(/^Assumption \(docs\/contract-assumptions\.md\)/);
  });

  it('shows the contract fixtures and the screens\' example replies as named examples', () => {
    const examples = operation('POST', '/user-problem/problem-list').responses['200'].content['application/json'].examples;
    expect(Object.keys(examples)).toEqual(expect.arrayContaining(['contract-numbers', 'contract-strings', 'screen-empty-tabs']));
    expect(examples['contract-strings'].value.code).toBe('00');
  });

  it('is read by a generator a backend or client team would use: openapi-typescript types that compile', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
    writeFileSync(join(dir, 'api.ts'), types);
    writeFileSync(
      join(dir, 'use.ts'),
      [
        "import type { components, paths } from './api';",
        "type CardInit = paths['/v3/bind-card/card-init']['post']['responses']['200']['content']['application/json'];",
        "export const field: CardInit['data']['items'][number]['code'] = 'bankAccount';",
        "type Save = NonNullable<paths['/user-problem/problem-save']['post']['requestBody']>['content']['application/x-www-form-urlencoded'];",
        "export const save: Save = { problemDetail: 'Late fee charged twice', problemImage: 'https://cdn.example.ph/a.jpg' };",
        "export const amount: components['schemas']['values.numberish'] = '5678.00';",
      ].join('\n'),
    );
    const program = ts.createProgram([join(dir, 'use.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('"/user-problem/problem-save"');
  }, 60_000);

  it('has a readable view that names every endpoint and links the JSON', () => {
    const html = openApiHtml(document);
    expect(html).toContain('<a href="openapi.json">');
    for (const e of declared) expect(html).toContain(`<code>${e.path}</code>`);
    expect(html).not.toMatch(/<script/i);
  });
});
