// @vitest-environment node
// check: reads the project documents (npm run check runs this file when screens/, schemas/, config/ or tests/contract/ change)
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { LANDING_BASE } from '../dev-api/landing';
import { clearReplyOverrides, setReplyOverride } from '../dev-api/overrides';
import { readEndpointContract } from './endpoint-uses';
import { unmetVerdicts } from './probe';
import { probeCommand, probeFlags } from './probe-command';
import { writesAllowedBecause } from './write-guard';

const endpoints = readEndpointContract();
const getSms = `POST ${LANDING_BASE}/promotion/get-sms`;

/** Runs the command line in this process; its exit code, what it printed, and every request its fetch made. */
async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const calls: string[] = [];
  const counting: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return fetch(input, init);
  };
  const code = await probeCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l), fetch: counting, env, endpoints });
  return { code, out: out.join('\n'), err: err.join('\n'), calls };
}

describe('npm run probe: a run passes only when every endpoint showed its success reply', () => {
  let upstream: DevApiUpstream;
  beforeAll(async () => {
    upstream = await startDevApiUpstream();
  });
  afterAll(() => upstream.close());
  afterEach(() => clearReplyOverrides());

  it('exits 0 against the stand-in with the success path reachable, and again on the same data', async () => {
    for (const time of ['first', 'second']) {
      const result = await run(['--base', upstream.url, '--include-writes', '--reset-stand-in']);
      expect([time, result.code, result.err]).toEqual([time, 0, '']);
      expect(result.out).toMatch(/\b0 handled, 0 failed, 0 probe bug, 0 not called, 0 skipped$/m);
    }
  });

  it('exits 1 naming get-sms when it always answers a failure code its screen handles (101, wrong captcha)', async () => {
    setReplyOverride(`${LANDING_BASE}/promotion/get-sms`, { json: { code: 101, message: 'The image code is wrong. Please enter the new one.' } });
    const result = await run(['--base', upstream.url, '--include-writes', '--only', '/promotion/']);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(new RegExp(`^handled +${getSms}: answered failure code 101 `, 'm'));
    expect(result.err).toContain(`${getSms}: handled, answered failure code 101 "The image code is wrong. Please enter the new one." instead of its success reply`);
  });

  it("checks get-sms's success reply against its schema", async () => {
    setReplyOverride(`${LANDING_BASE}/promotion/get-sms`, { json: { code: 0, message: { text: 'sent' } } });
    const result = await run(['--base', upstream.url, '--include-writes', '--only', '/promotion/get-s']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(new RegExp(`${getSms}: failed, #/message: .*\\(schemas/replies/landing-codes.json\\)`));
  });

  it('exits 1 naming what is missing when a value nobody gave is needed (a server without the stand-in\'s captcha header)', async () => {
    setReplyOverride(`${LANDING_BASE}/promotion/get-captcha`, { status: 404 });
    const result = await run(['--base', upstream.url, '--include-writes', '--only', '/promotion/get-s']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${getSms}: not called, no value for capcode: the text of the captcha picture for this sid`);
    expect(result.err).toContain('give it with --given captcha=<value>');
  });

  it('sends a given value instead of finding one (a staging captcha)', async () => {
    const result = await run(['--base', upstream.url, '--include-writes', '--only', '/promotion/get-s', '--given', 'captcha=WRNG']);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(new RegExp(`^handled +${getSms}: answered failure code 101`, 'm'));
    expect(result.calls.some((c) => c.includes('get-captcha'))).toBe(false);
  });
});

describe('npm run probe --include-writes: only where writes are allowed', () => {
  it('refuses a base not in the allow-list with exit 2, saying what it would do and how to allow it, and calls nothing', async () => {
    const result = await run(['--base', 'https://api.kaagapay.example.ph/stations', '--include-writes']);
    expect(result.code).toBe(2);
    expect(result.calls).toEqual([]);
    expect(result.err).toContain('--include-writes refused, nothing was called: https://api.kaagapay.example.ph is not in the write allow-list');
    expect(result.err).toContain('  POST https://api.kaagapay.example.ph/stations/v3/loan-confirm/loan-detail-push');
    expect(result.err).toContain('--allow-writes https://api.kaagapay.example.ph');
  });

  it('refuses --reset-stand-in the same way, and an allow-list entry that is not an origin', async () => {
    expect(await run(['--base', 'https://api.kaagapay.example.ph', '--reset-stand-in'])).toMatchObject({ code: 2, calls: [] });
    expect(await run(['--base', 'http://127.0.0.1:9', '--include-writes'], { PROBE_WRITE_ORIGINS: 'staging' })).toMatchObject({ code: 2, calls: [], err: expect.stringContaining('staging: not an origin') });
  });

  it('allows loopback by default, and an origin named by --allow-writes or PROBE_WRITE_ORIGINS', () => {
    expect(writesAllowedBecause('http://127.0.0.1:8790/stations', [])).toContain('loopback');
    expect(writesAllowedBecause('http://localhost:8790', [])).toContain('loopback');
    expect(writesAllowedBecause('https://staging.example.ph/stations', ['https://staging.example.ph'])).toContain('allow-list');
    expect(writesAllowedBecause('https://api.example.ph/stations', ['https://staging.example.ph'])).toBeUndefined();
    expect(writesAllowedBecause('http://127.0.0.1.example.ph', [])).toBeUndefined();
  });

  it('--dry-run prints what each write would send (method, URL, body) and calls nothing', async () => {
    const result = await run(['--base', 'https://api.kaagapay.example.ph', '--dry-run', '--given', 'phone=09170000001']);
    expect([result.code, result.calls, result.err]).toEqual([0, [], '']);
    const writes = endpoints.filter((e) => e.effect === 'write');
    expect(result.out.match(/^(GET|POST) https:\/\/api\.kaagapay\.example\.ph\/stations\//gm)).toHaveLength(writes.length);
    expect(result.out).toContain(`\nPOST https://api.kaagapay.example.ph/stations${LANDING_BASE}/promotion/get-sms\n  phone=09170000001\n  capcode=<the stand-in's x-dev-captcha header, or --given captcha=…>\n  sid=<GET /api/v2/{provider}/promotion/get-sid #/data/sid>`);
    expect(result.out).toMatch(/^POST \S+\/user-problem\/upload-problem-img\n {2}\w+=<image\/jpeg file, \d+ bytes>$/m);
    expect(result.out).toMatch(/^ {2}problemDetail=A collector called my mother twice this week about my loan\. \(probe run \w+\)$/m);
  });
});

describe('docs/probe.md', () => {
  const docs = readFileSync(new URL('../../docs/probe.md', import.meta.url), 'utf8');
  it('says every flag, and which results fail the run', () => {
    for (const flag of Object.keys(probeFlags)) expect(docs, `--${flag}`).toContain(`\`--${flag}`);
    for (const verdict of unmetVerdicts) expect(docs).toMatch(new RegExp(`^\\| \`${verdict}\` \\|.*\\| \\*\\*fails\\*\\* \\|$`, 'm'));
  });
});
