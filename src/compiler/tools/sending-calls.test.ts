// @vitest-environment node
// The walk of sending calls runs inside npm run validate, before the parse step's report is
// printed: a screen that is no JSON object must leave it to that report, not end the run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendingCallsIn } from './sending-calls';

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
