// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspDirectives, cspHeaderValue, cspMetaValue, securityHeaders } from '../../src/app/security-policy';
import { marketApiOrigin } from '../../src/app/security-policy-plugin';

const parse = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('security policy (src/app/security-policy.ts)', () => {
  it('allows scripts from the own origin only: no inline script, no eval', () => {
    const policy = parse(cspHeaderValue());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(cspHeaderValue()).not.toMatch(/unsafe-eval|strict-dynamic/);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('leaves header-only directives out of the <meta> policy (Chromium ignores them there and logs an error)', () => {
    const meta = parse(cspMetaValue());
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(meta.get('script-src')).toEqual(["'self'"]);
  });

  it('adds a configured API origin to connect-src and img-src only', () => {
    const directives = cspDirectives('https://api.kaagapay.ph/stations');
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.kaagapay.ph']);
    expect(directives['img-src']).toContain('https://api.kaagapay.ph');
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it('sends no-referrer, nosniff and a Permissions-Policy that keeps only geolocation, for our own pages', () => {
    expect(securityHeaders()).toMatchObject({ 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' });
    expect(securityHeaders()['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(securityHeaders()['Permissions-Policy']).toContain('geolocation=(self)');
  });

  it("names the runtime origins in the header (or nginx's variables for them), and leaves the <meta> open to the host's http(s) origins (an http: staging collector or API)", () => {
    expect(parse(cspHeaderValue('https://api.kaagapay.ph', 'https://vitals.kaagapay.ph/v1/batch')).get('connect-src')).toEqual(["'self'", 'https://api.kaagapay.ph', 'https://vitals.kaagapay.ph']);
    expect(parse(cspHeaderValue('', '/stations/telemetry')).get('connect-src')).toEqual(["'self'"]);
    expect(parse(cspHeaderValue('$kaagapay_api_origin', '$kaagapay_telemetry_origin')).get('connect-src')).toEqual(["'self'", '$kaagapay_api_origin', '$kaagapay_telemetry_origin']);
    expect(parse(cspMetaValue()).get('connect-src')).toEqual(["'self'", 'https:', 'http:']);
    // An API on http: (staging) serves the landing's captcha picture.
    expect(parse(cspMetaValue()).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(parse(cspHeaderValue('http://staging-api.example.ph')).get('img-src')).toContain('http://staging-api.example.ph');
  });

  it('reads the API origin from config/market.json and names the file and pointer when it is not an origin', () => {
    const root = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(root, 'config'));
    writeFileSync(join(root, 'config/market.json'), JSON.stringify({ apiOrigin: '' }));
    expect(marketApiOrigin(root)).toBe('');
    writeFileSync(join(root, 'config/market.json'), JSON.stringify({ apiOrigin: 'javascript:alert(1)' }));
    expect(() => marketApiOrigin(root)).toThrow(/config\/market\.json#\/apiOrigin: .*not an http\(s\) origin/);
  });
});
