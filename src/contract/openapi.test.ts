// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { readDeclaredEndpoints } from '../dev-api/declared-endpoints';
import { projectOpenApi } from './project-contract';
import { buildOpenApi, extension } from './openapi';
import { readEndpointContract } from './endpoint-uses';
import { readApiAddresses } from './api-addresses';
import { loadReplySchemaSet } from './reply-schemas';
import { fieldAssumptions, operationAssumptions } from './assumptions';
import { clientConfig, requestInit } from '../api/request';
import type { Market } from '../generated/market';
import { openApiHtml } from './openapi-view';
import { readContractFixtures } from './fixtures';
import { listFragmentFiles, listScreenFiles, loadMarket, readScreenSource } from '../compiler/1-parse/files-on-disk';

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

  // The addresses a screen builds with api_url() (the captcha picture), read from the files' text.
  const built = [...listScreenFiles(), ...listFragmentFiles()].flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/api_url\(\s*'([^']+)'/g)].map((m) => `GET ${m[1]!.split('{provider}').join(String(loadMarket().provider))}`));

  it('has no operation that no screen declares or builds', () => {
    expect(built).toContain('GET /api/v2/kaagapay/promotion/get-captcha');
    const listed = Object.entries(doc.paths as Json).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual([...declared.map((e) => `${e.method} ${e.path}`), ...new Set(built)].sort());
  });

  it('lists the captcha picture the landing builds, with its query and an image back, outside the session', () => {
    const captcha = operation('GET', '/api/v2/kaagapay/promotion/get-captcha');
    expect(captcha[extension.declaredAt]).toMatch(/^screens\/promo-register\.json#\/body\//);
    expect(captcha.parameters.filter((p: Json) => p.in === 'query').map((p: Json) => p.name)).toEqual(['sid', 't']);
    expect(Object.keys(captcha.responses['200'].content)).toEqual(['image/*']);
    expect(captcha.security).toEqual([]);
  });

  it('fits a failure reply and a success reply to the 200 schema of their endpoint, and refuses a reply without code', () => {
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: the document checks replies as a validating proxy would.
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
    ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    const fits = (method: string, path: string) => ajv.compile(JSON.parse(JSON.stringify(operation(method, path).responses['200'].content['application/json'].schema).replace(/"#\/components/g, '"openapi.json#/components')));
    const getSms = fits('POST', '/api/v2/kaagapay/promotion/get-sms');
    expect(getSms({ code: 101, message: 'The image code is wrong.', data: null })).toBe(true);
    expect(getSms({ code: '0', message: 'sent' })).toBe(true);
    expect(getSms({ message: 'no code' })).toBe(false);
    const cardInit = fits('POST', '/v3/bind-card/card-init');
    expect(cardInit({ code: 0, data: { items: [{ code: 'bankName', cate: 'enum', note: [{ name: 'BDO Unibank' }], cardTypeMi: 1 }] } })).toBe(true);
    expect(cardInit({ code: '99', msg: 'Try again later', data: null })).toBe(true);
    // A success code with data the reply schema refuses is not a failure either: it fits neither.
    expect(cardInit({ code: 0, data: { items: 'none' } })).toBe(false);
    expect(cardInit({ code: '00', data: null })).toBe(false);
    expect(getSms({ code: 0, message: 'sent', data: { unexpected: true } })).toBe(true);
  });

  describe('the request side: what goes on the wire', () => {
    const body = (path: string) => operation('POST', path).requestBody.content['application/x-www-form-urlencoded'].schema as Json;
    it('marks the fields always sent as required, and says of the others when they are left out', () => {
      const save = body('/user-problem/problem-save');
      expect(save.required).toEqual(['problemSonType', 'problemDetail', 'problemImage']);
      expect(save.properties.problemSonType.description).toMatch(/Sent empty \(""\) when it has none: always sent/);
      expect(save.properties.orderNo.description).toMatch(/Left out when the address has none/);
      expect(save.properties.problemDetail).toMatchObject({ type: 'string', maxLength: 200 });
    });
    it('gives the phone as sent, an example and a pattern, not the screen expression', () => {
      const phone = body('/api/v2/kaagapay/promotion/get-sms').properties.phone;
      expect(phone.examples[0]).toMatch(new RegExp(phone.pattern));
      expect('').toMatch(new RegExp(phone.pattern));
      expect('0917 123 4567').not.toMatch(new RegExp(phone.pattern));
    });
    it('gives a picker the values it sends, an amount in centavos, the joined photos with their escaping rule', () => {
      expect(body('/v3/bind-card/bind-card-new').properties.cardType.enum).toEqual(['1', '2']);
      expect(body('/v3/bind-card/bind-card-new').additionalProperties.description).toMatch(/an enum the chosen option's name/);
      expect(body('/v3/loan-confirm/loan-detail-push').properties.amount.description).toMatch(/centavos/);
      expect(body('/user-problem/problem-save').properties.problemImage.description).toMatch(/Nothing is escaped: an address must hold no ","/);
    });
    it('says the complaint list is sent with an empty body, as the page sends it', () => {
      const list = operation('POST', '/user-problem/problem-list').requestBody;
      expect(list.required).toBe(false);
      expect(list.content['application/x-www-form-urlencoded'].schema.properties).toEqual({});
    });
  });

  // What the screens say, read from their files here (not through src/contract/), so the test follows
  // any fair edit of a screen and fails only when the document leaves something out.
  const written = [...listScreenFiles(), ...listFragmentFiles()].map((path) => ({ file: readScreenSource(path).file, document: JSON.parse(readFileSync(path, 'utf8')) as Json }));
  const provider = String(loadMarket().provider);
  const declaredIn = (file: string, name: string) => written.find((w) => w.file === file)?.document.endpoints?.[name] as Json | undefined;
  const operationOf = (endpoint: Json) => operation(endpoint.method, String(endpoint.path).split('{provider}').join(provider));
  const steps = written.flatMap(({ file, document }) => {
    const found: { file: string; step: Json }[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const step = node as Json;
        if (typeof step.endpoint === 'string' && declaredIn(file, step.endpoint)) found.push({ file, step });
        Object.values(step).forEach(walk);
      }
    };
    walk(document.body);
    walk(document.actions);
    walk(document.onLoad);
    walk(document.data);
    walk(document.dialogs);
    walk(document.footer);
    return found;
  });

  it.each(steps.map(({ file, step }, i) => [`${file} use ${i + 1} of "${step.endpoint}"`, file, step] as const))('%s: what it sends, how, and the failure codes it handles', (_name, file, step) => {
    const declared = declaredIn(file, step.endpoint)!;
    const op = operationOf(declared);
    const media = op.requestBody ? (Object.values(op.requestBody.content)[0] as Json).schema : undefined;
    const sent = [...Object.keys(media?.properties ?? {}), ...op.parameters.flatMap((p: Json) => (p.name ? [p.name] : []))];
    expect(sent).toEqual(expect.arrayContaining(Object.keys(step.params ?? {})));
    if (step.type === 'image-upload') expect(media.properties[step.fileField ?? 'file'].contentMediaType).toMatch(/^image\//);
    if (step.paramsFrom !== undefined) expect(media.additionalProperties).toMatchObject({ type: 'string' });
    for (const code of [...Object.keys(step.onCode ?? {}), ...Object.keys(step.fieldErrors ?? {})]) expect(op[extension.failureCodes][code], `code ${code}`).toEqual(expect.arrayContaining([expect.stringContaining(file.startsWith('screens/fragments/') ? 'screens/' : file)]));
    expect(op[extension.success].rule).toBe(declared.success);
    expect(op[extension.effect]).toBe(declared.effect ?? (declared.method === 'GET' ? 'read' : 'write'));
    if (String(declared.path).includes('{provider}')) expect(op[extension.pathTemplate]).toBe(declared.path);
  });

  it('lists under a fragment\'s endpoint every screen that uses the fragment, and the place in the fragment or the screen', () => {
    for (const { file, document } of written.filter((w) => w.file.startsWith('screens/fragments/'))) {
      const users = written.filter((w) => !w.file.startsWith('screens/fragments/') && JSON.stringify(w.document).includes(`"use":"${document.id}"`)).map((w) => w.file);
      for (const [name, endpoint] of Object.entries((document.endpoints ?? {}) as Record<string, Json>)) {
        const uses = operationOf(endpoint)[extension.uses] as Json[];
        expect(uses.map((u) => u.screen).sort(), `${file}#/endpoints/${name}`).toEqual(users.sort());
        // A fragment may only declare the endpoint (loan-offer), the screens' own data calling it.
        for (const use of uses) expect([file, use.screen]).toContain(String(use.at).split('#')[0]);
      }
    }
  });

  it('sends the session parameters of CONTRACT.md with every call', () => {
    for (const item of Object.values(doc.paths as Json))
      for (const op of Object.values(item as Json).filter((op) => (op as Json)[extension.uses])) expect((op as Json).parameters.map((p: Json) => p.$ref)).toContain('#/components/parameters/session.deviceId');
    // The session id is the credential: a security scheme every operation of an app page requires.
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'query', name: 'sessionId' });
    expect(doc.security).toEqual([{ session: [] }]);
    expect(operation('POST', '/v3/bind-card/card-init').security).toBeUndefined();
    expect(operation('POST', '/v3/bind-card/card-init').parameters.map((p: Json) => p.$ref)).not.toContain('#/components/parameters/session.sessionId');
    // The landing is opened outside the app: its calls need no session, yet carry the one its address
    // may hold (CONTRACT.md: every call carries the page's session values), an optional parameter (issue 60).
    expect(operation('POST', '/api/v2/kaagapay/promotion/get-sms').security).toEqual([]);
    expect(operation('POST', '/api/v2/kaagapay/promotion/get-sms').parameters.map((p: Json) => p.$ref)).toContain('#/components/parameters/session.sessionId');
    expect(doc.components.parameters['session.sessionId']).toMatchObject({ in: 'query', required: false });
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
    expect(operation('POST', '/v3/bind-card/card-init').responses['200'].content['application/json'].schema).toEqual({ oneOf: [{ $ref: '#/components/schemas/card-init' }, { $ref: '#/components/schemas/values.int0Failure' }] });
    expect(doc.components.schemas['card-init'].properties.data.properties.cardType.$ref).toBe('#/components/schemas/values.optionalId');
  });

  it('marks the assumptions of docs/contract-assumptions.md on their fields', () => {
    const cardType = doc.components.schemas['card-init'].properties.data.properties.cardType;
    expect(cardType[extension.assumption]).toEqual(expect.any(String));
    expect(cardType.description).toMatch(/^Assumption \(docs\/contract-assumptions\.md\)/);
  });

  describe('the request-side assumptions (issue 60)', () => {
    const assumptionsDoc = readFileSync('docs/contract-assumptions.md', 'utf8');
    /** Every request-side mark: a whole operation, a body field, a query parameter, the fields a form sends beside its own. */
    const marks = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.entries(item as Json).flatMap(([method, op]) => {
        const at = `${method.toUpperCase()} ${path}`;
        const found: { at: string; field?: string; mark: Json }[] = [];
        if (op[extension.assumption]) found.push({ at, mark: op });
        const media = op.requestBody ? (Object.values(op.requestBody.content)[0] as Json).schema : undefined;
        for (const [field, schema] of Object.entries((media?.properties ?? {}) as Json)) if (schema[extension.assumption]) found.push({ at, field, mark: schema });
        if (media?.additionalProperties?.[extension.assumption]) found.push({ at, field: '(the form map)', mark: media.additionalProperties });
        for (const parameter of op.parameters ?? []) if (parameter[extension.assumption]) found.push({ at, field: parameter.name, mark: parameter });
        return found;
      }),
    );

    it('marks what a call sends that SPEC.md does not say: a field, a form of a value, a method, a whole call', () => {
      const marked = marks.map((m) => `${m.at}${m.field ? ` ${m.field}` : ''}`);
      expect(marked).toEqual(
        expect.arrayContaining([
          'POST /v3/bind-card/bind-card-new cardType',
          'POST /v3/bind-card/bind-card-order channelNumber',
          'POST /v3/loan-confirm/loan-detail-confirm orderId',
          'POST /v3/bind-card/bind-card-new (the form map)',
          'POST /api/v2/kaagapay/promotion/get-sms phone',
          'POST /api/v2/kaagapay/promotion/register phone',
          'POST /town/dddp',
          'POST /user-problem/problem-init',
          'GET /api/v2/kaagapay/promotion/track-conversion',
        ]),
      );
      // SPEC's own words are not marked: the complaint's fields, the landing's channel values.
      expect(marked.filter((m) => /problem-save|\bsid\b|capcode/.test(m))).toEqual([]);
      for (const { mark } of marks) expect(mark.description).toContain(`Assumption (docs/contract-assumptions.md): ${mark[extension.assumption]}`);
    });

    it('has a row in docs/contract-assumptions.md for each mark, naming its field or its path', () => {
      for (const { at, field, mark } of marks) {
        const name = field === '(the form map)' ? '"Province, City"' : field ? `\`${field}\`` : at.split('/').pop()!;
        expect(assumptionsDoc, `${at} ${field ?? ''}: ${String(mark[extension.assumption])}`).toContain(name);
      }
    });

    it('names a renamed or dropped field in its problems, so the list follows the screens', () => {
      const market = loadMarket() as unknown as Market;
      const endpoints = readEndpointContract().map((e) =>
        e.endpoint.path === '/v3/bind-card/bind-card-new' ? { ...e, uses: e.uses.map((u) => ({ ...u, params: Object.fromEntries(Object.entries(u.params).map(([k, v]) => [k === 'channelNumber' ? 'channelNo' : k, v])) })) } : e,
      );
      const built = buildOpenApi({ endpoints, addresses: readApiAddresses(undefined, market.provider), schemas: loadReplySchemaSet(), fixtures: readContractFixtures(), market, version: 'test' });
      expect(built.problems).toEqual([expect.stringMatching(/^src\/contract\/assumptions\.ts fieldAssumptions: no screen sends "channelNumber" to "\/v3\/bind-card\/bind-card-new" \(expected one of .*channelNo/)]);
      expect(Object.keys(operationAssumptions).length + Object.keys(fieldAssumptions).length).toBeGreaterThan(0);
    });
  });

  it('declares Accept-Language on every operation, with the values the API client sends', () => {
    const market = loadMarket() as unknown as Market;
    const declared = doc.components.parameters['header.Accept-Language'];
    expect(declared).toMatchObject({ name: 'Accept-Language', in: 'header', required: true });
    // What src/api/request.ts puts on a call, for each language of the page.
    const sent = market.languages.choices.map((choice) => requestInit(clientConfig(market, '', () => choice.code), { method: 'GET', path: '/x', success: 'int0' }, undefined).headers['Accept-Language']);
    expect(declared.schema.enum.sort()).toEqual([...new Set(sent)].sort());
    for (const [path, item] of Object.entries(doc.paths as Json))
      for (const [method, op] of Object.entries(item as Json)) {
        const parameters = (op as Json).parameters as Json[];
        const header = parameters.find((p) => p.$ref === '#/components/parameters/header.Accept-Language' || p.name === 'Accept-Language');
        expect(header, `${method.toUpperCase()} ${path}`).toBeDefined();
      }
    // The captcha picture is the browser's load: its own languages, not the page's.
    expect(operation('GET', '/api/v2/kaagapay/promotion/get-captcha').parameters.find((p: Json) => p.in === 'header')).toMatchObject({ name: 'Accept-Language', required: false });
  });

  it('asks servers for ids and amounts as strings, says why, and that the captcha picture goes without cookies to another origin', () => {
    const rules = String(doc.info.description);
    expect(rules).toMatch(/Send ids and amounts as JSON strings/);
    expect(rules).toContain(`2^53 − 1 (${Number.MAX_SAFE_INTEGER})`);
    expect(rules).toMatch(/9007199254740993 reads as 9007199254740992/);
    expect(rules).toMatch(/a separate API origin gets none, from the captcha picture neither \(`crossorigin="anonymous"`\)/);
    expect(rules).toMatch(/the captcha picture \(an <img> with `crossorigin="anonymous"`\) included, carries `Access-Control-Allow-Origin`/);
    expect(operation('GET', '/api/v2/kaagapay/promotion/get-captcha').description).toMatch(/\*\*No cookies to another origin\*\*: the <img> has `crossorigin="anonymous"`/);
  });

  it('shows the contract fixtures and the screens\' example replies as named examples', () => {
    for (const { file, document } of written)
      for (const [name, endpoint] of Object.entries((document.endpoints ?? {}) as Record<string, Json>)) {
        const examples = operationOf(endpoint).responses['200'].content['application/json'].examples ?? {};
        const fixture = readContractFixtures().find((f) => f.method === endpoint.method && f.path === endpoint.path);
        const expected = [...Object.keys(fixture?.shapes ?? {}).map((shape) => `contract-${shape.replace(/[^A-Za-z0-9._-]+/g, '-')}`), ...Object.keys(endpoint.examples ?? {}).map((example) => `screen-${example.replace(/[^A-Za-z0-9._-]+/g, '-')}`)];
        expect(Object.keys(examples), `${file}#/endpoints/${name}`).toEqual(expect.arrayContaining(expected));
        if (fixture) expect(examples['contract-strings'].value).toEqual(fixture.shapes.strings);
      }
  });

  it('is read by a generator a backend or client team would use: openapi-typescript types that compile', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
    writeFileSync(join(dir, 'api.ts'), types);
    writeFileSync(
      join(dir, 'use.ts'),
      [
        "import type { components, paths } from './api';",
        "type Reply = paths['/v3/bind-card/card-init']['post']['responses']['200']['content']['application/json'];",
        "type CardInit = components['schemas']['card-init'];",
        "export const failure: Reply = { code: 101, message: 'Wrong image code', data: null };",
        "export const success: CardInit['code'] = '00';",
        "export const field: CardInit['data']['items'][number]['code'] = 'bankAccount';",
        "type Save = NonNullable<paths['/user-problem/problem-save']['post']['requestBody']>['content']['application/x-www-form-urlencoded'];",
        "export const save: Save = { problemSonType: '', problemDetail: 'Late fee charged twice', problemImage: 'https://cdn.example.ph/a.jpg' };",
        '// @ts-expect-error problemDetail is required: the form is not sent without it',
        "export const incomplete: Save = { problemSonType: '', problemImage: '' };",
        "export const amount: components['schemas']['values.numberish'] = '5678.00';",
      ].join('\n'),
    );
    const program = ts.createProgram([join(dir, 'use.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('"/user-problem/problem-save"');
    // Every reply's code is typed by its endpoint's success rule (issue 42), none left unknown.
    expect(types).not.toMatch(/\bcode\??: unknown/);
  }, 60_000);

  it('has a readable view that names every endpoint and links the JSON', () => {
    const html = openApiHtml(document);
    expect(html).toContain('<a href="openapi.json">');
    for (const e of declared) expect(html).toContain(`<code>${e.path}</code>`);
    expect(html).not.toMatch(/<script/i);
  });
});
