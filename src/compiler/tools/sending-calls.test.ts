// @vitest-environment node
// The walk of sending calls runs inside npm run validate, before the parse step's report is
// printed: a screen that is no JSON object must leave it to that report, not end the run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screenAddresses, sendingCallsIn } from './sending-calls';

const dir = mkdtempSync(join(tmpdir(), 'sending-calls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sendingCallsIn', () => {
  it('reads no call from a file that is no JSON object, and reads the others', () => {
    writeFileSync(join(dir, 'a-cut.json'), '{ "routes": ["/cut"], ');
    writeFileSync(join(dir, 'b-list.json'), '[]');
    writeFileSync(join(dir, 'c-null.json'), 'null');
    const send = { type: 'button', label: 'Send', onTap: [{ type: 'call', endpoint: 'send' }] };
    writeFileSync(join(dir, 'd-form.json'), JSON.stringify({ id: 'd-form', routes: ['/d'], endpoints: { send: { method: 'POST', path: '/d/send', success: 'code0' } }, body: [send] }));
    expect(sendingCallsIn(dir).map((call) => [call.screen, call.endpoint])).toEqual([['d-form.json', 'send']]);
  });
});

describe('screenAddresses', () => {
  it('opens a screen at its first route, or at each of its routes, with its Loaded scenario\'s query', () => {
    const routesDir = mkdtempSync(join(tmpdir(), 'screen-addresses-'));
    try {
      const scenarios = [{ name: 'Empty', query: { orderId: '0' } }, { name: 'Loaded', query: { orderId: '7' } }];
      writeFileSync(join(routesDir, 'two.json'), JSON.stringify({ id: 'two', routes: ['/loanDetails', '/order'], scenarios, body: [] }));
      writeFileSync(join(routesDir, 'promo.json'), JSON.stringify({ id: 'promo', entry: 'promotion', routes: ['/register'], body: [] }));
      expect(screenAddresses(routesDir).map((a) => a.url)).toEqual(['/promotion/#/register', '/loanDetails?orderId=7']);
      expect(screenAddresses(routesDir, { everyRoute: true }).map((a) => [a.screen, a.url])).toEqual([
        ['promo.json', '/promotion/#/register'],
        ['two.json', '/loanDetails?orderId=7'],
        ['two.json', '/order?orderId=7'],
      ]);
    } finally {
      rmSync(routesDir, { recursive: true, force: true });
    }
  });
});
