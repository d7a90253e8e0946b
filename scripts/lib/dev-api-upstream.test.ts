// @vitest-environment node
// The stand-in API's CORS (npm run api --cors-origin), asked over HTTP as a browser asks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflightAnswer } from '../../src/api/cross-origin';
import { startDevApiUpstream, type DevApiUpstream } from './dev-api-upstream';

const site = 'http://localhost:8080';
const upload = '/stations/user-problem/upload-problem-img?sessionId=s-1';
const preflight = (api: DevApiUpstream, origin: string) =>
  fetch(`${api.url}${upload}`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
const post = (api: DevApiUpstream, origin: string) =>
  fetch(`${api.url}/stations/user-problem/problem-list?sessionId=s-1`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'status=0' });

describe('the stand-in API with CORS for a site origin', () => {
  let api: DevApiUpstream;
  beforeAll(async () => {
    api = await startDevApiUpstream({ corsOrigins: [site, 'https://staging.example.ph'] });
  });
  afterAll(() => api.close());

  it('answers a preflight from a listed origin with the document’s answer, and no body', async () => {
    const reply = await preflight(api, site);
    expect(reply.status).toBe(preflightAnswer.status);
    expect(reply.headers.get('access-control-allow-origin')).toBe(site);
    expect(reply.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(reply.headers.get('access-control-allow-headers')).toBe('Accept-Language, Content-Type');
    expect(reply.headers.get('access-control-max-age')).toBe(String(preflightAnswer.maxAgeSeconds));
    expect(reply.headers.get('vary')).toBe('Origin');
    expect(await reply.text()).toBe('');
  });

  it('names the asking origin among several, on a reply and a 404 alike', async () => {
    const reply = await post(api, 'https://staging.example.ph');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://staging.example.ph');
    expect(reply.headers.get('vary')).toBe('Origin');
    const missing = await fetch(`${api.url}/stations/no/such`, { headers: { Origin: site } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(site);
  });

  it('gives an unlisted origin no CORS header, preflight or not', async () => {
    for (const reply of [await preflight(api, 'http://evil.example'), await post(api, 'http://evil.example')]) {
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('changes its origins when told (a test of a misconfigured API)', async () => {
    api.setCorsOrigins(['http://elsewhere.example']);
    expect((await preflight(api, site)).headers.get('access-control-allow-origin')).toBeNull();
    api.setCorsOrigins([site]);
    expect((await preflight(api, site)).headers.get('access-control-allow-origin')).toBe(site);
  });
});

describe('the stand-in API without CORS', () => {
  it('sends no CORS header, as behind the site’s own /stations proxy', async () => {
    const api = await startDevApiUpstream();
    try {
      const reply = await post(api, site);
      expect(reply.status).toBe(200);
      expect([...reply.headers.keys()].filter((name) => /^access-control-|^vary$/.test(name))).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
