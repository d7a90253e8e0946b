// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestChecker } from './request-check';

// A document of the shape npm run openapi writes: a session scheme in the query, a parameter by reference, a form body.
const document = {
  openapi: '3.1.1',
  security: [{ session: [] }],
  paths: {
    '/v3/bind-card/bind-card-new': {
      post: {
        parameters: [{ $ref: '#/components/parameters/session.deviceId' }],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', required: ['cardType'], properties: { cardType: { type: 'string', enum: ['1', '2'] }, phone: { $ref: '#/components/schemas/mobile' }, day: { type: 'string', format: 'date' } } },
            },
          },
        },
      },
    },
    '/landing/get-sid': { get: { security: [], parameters: [] } },
  },
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'query', name: 'sessionId' } },
    parameters: { 'session.deviceId': { name: 'deviceId', in: 'query', required: false, schema: { type: 'string' } } },
    schemas: { mobile: { type: 'string', pattern: '^09\\d{9}$' } },
  },
};
const check = requestChecker(document);
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const query = (text: string) => new URLSearchParams(text);

describe('requestChecker: a request against the OpenAPI document, before it is sent', () => {
  it('passes a request that fits', () => {
    expect(check({ method: 'POST', path: '/v3/bind-card/bind-card-new', query: query('sessionId=s&deviceId=d'), body: form({ cardType: '1', phone: '09171234567', day: '2026-08-14' }) })).toEqual([]);
  });

  it('names the operation that is not in the document', () => {
    expect(check({ method: 'GET', path: '/v3/bind-card/bind-card-new', query: query('') })).toEqual(['GET /v3/bind-card/bind-card-new: not an operation of the OpenAPI document (expected POST)']);
    expect(check({ method: 'GET', path: '/nowhere', query: query('') })).toEqual(['GET /nowhere: not an operation of the OpenAPI document (no such path)']);
  });

  it('names each field that does not fit: required, enum, a referenced pattern, a format, a renamed field, a repeated one', () => {
    const body = form({ phone: '0917', day: '15', cardtype: '1' });
    body.append('phone', '09171234567');
    expect(check({ method: 'POST', path: '/v3/bind-card/bind-card-new', query: query(''), body }).sort()).toEqual(
      [
        'body "cardtype": not a field of this operation (a renamed or invented field)',
        'body "phone": sent more than once (expected one value per field)',
        'body #: missing property "cardType"',
        'body #/day: must match format "date"',
      ].sort(),
    );
    expect(check({ method: 'POST', path: '/v3/bind-card/bind-card-new', query: query(''), body: form({ cardType: '3', phone: '0917' }) })).toEqual(['body #/cardType: expected one of ["1","2"]', 'body #/phone: expected a string matching /^09\\d{9}$/']);
  });

  it('names a body missing, sent another way, and a query name the operation does not take', () => {
    expect(check({ method: 'POST', path: '/v3/bind-card/bind-card-new', query: query('') })).toEqual(['body: none sent (expected application/x-www-form-urlencoded: the operation requires a body)']);
    expect(check({ method: 'POST', path: '/v3/bind-card/bind-card-new', query: query(''), body: new FormData() })).toEqual(['body: sent as multipart/form-data (expected application/x-www-form-urlencoded)']);
    // An operation with security: [] takes no session: a landing page's address has none.
    expect(check({ method: 'GET', path: '/landing/get-sid', query: query('sessionId=s') })).toEqual(['query "sessionId": not a field of this operation (a renamed or invented field)']);
  });
});
