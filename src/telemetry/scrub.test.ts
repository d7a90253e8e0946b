// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressValues, scrubName, scrubStack, scrubText, scrubUrl } from './scrub';

describe('scrubbing what leaves the page (issue 27: no personal data in reports)', () => {
  it.each([
    ['a phone number with spaces', 'no account for 0917 123 4567', 'no account for {phone}'],
    ['a phone number in international form', 'sms to +63 917-123-4567 failed', 'sms to {phone} failed'],
    ['a phone number in one run', 'mobile 09171234567 taken', 'mobile {phone} taken'],
    ['an e-mail address', 'mail juan.dela.cruz+loan@example.com.ph bounced', 'mail {email} bounced'],
    ['an amount with separators', 'cannot lend 10,000.00 today', 'cannot lend {number} today'],
    ['an amount with the peso sign', 'limit ₱5000 reached', 'limit {number} reached'],
    ['centavos as a digit run', 'amount 1000000 too high', 'amount {digits} too high'],
    ['a card or account number', 'card 4111 1111 1111 1111 refused', 'card {phone} refused'],
    ['a URL with a query', 'GET https://kaagapay.ph/stations/v1/bank?sessionId=sess-42&deviceId=dev-9 failed', 'GET https://kaagapay.ph/stations/v1/bank failed'],
    ['a relative query string', 'bad address /bindBank?productId=1&sessionId=sess-42', 'bad address /bindBank?{query}'],
    ['a name=value pair', 'session sessionId=sess-42 expired', 'session sessionId={value} expired'],
    ['short numbers stay (codes, counts)', 'code 02 after 3 tries', 'code 02 after 3 tries'],
    ['ordinary words stay', "Cannot read properties of undefined (reading 'map')", "Cannot read properties of undefined (reading 'map')"],
  ])('%s', (_case, message, expected) => {
    expect(scrubText(message)).toBe(expected);
  });

  it("replaces the page's own query values wherever they appear", () => {
    const known = addressValues({ search: '?productId=1&sessionId=sess-42&deviceId=dev-abc', hash: '' });
    expect([...known].sort()).toEqual(['dev-abc', 'sess-42']);
    expect(scrubText('no session sess-42 for device dev-abc', known)).toBe('no session {value} for device {value}');
  });

  it('reads the values of a hash route too', () => {
    expect(addressValues({ search: '', hash: '#/?id=1&links_id=L9x&app_from=fb' })).toEqual(['L9x']);
  });

  it('caps a message at 500 characters', () => {
    expect(scrubText('x'.repeat(600))).toHaveLength(500);
  });

  it.each([
    ['https://kaagapay.ph/bindBank?productId=1&sessionId=sess-42#top', 'https://kaagapay.ph/bindBank'],
    ['https://user:secret@cdn.example.com/a/b.png?sig=abc', 'https://cdn.example.com/a/b.png'],
    ['https://kaagapay.ph/order/10174', 'https://kaagapay.ph/order/{digits}'],
    ['inline', 'inline'],
    ['eval', 'eval'],
    ['data:image/png;base64,AAAA', 'data'],
    ['/stations/v1/x?sessionId=1', '/stations/v1/x'],
  ])('cuts %s to origin and path', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });

  it.each([
    [
      'Chrome',
      'TypeError: x is undefined\n    at render (https://kaagapay.ph/assets/ui-5TOLqLZO.js?v=3:1:2345)\n    at https://kaagapay.ph/assets/main.js:2:10',
      ['https://kaagapay.ph/assets/ui-5TOLqLZO.js:1:2345', 'https://kaagapay.ph/assets/main.js:2:10'],
    ],
    ['Firefox and Safari', 'render@https://kaagapay.ph/assets/ui.js?sessionId=sess-42:1:99\n@https://kaagapay.ph/assets/main.js:3:4', ['https://kaagapay.ph/assets/ui.js:1:99', 'https://kaagapay.ph/assets/main.js:3:4']],
    ['a dev server path', '    at f (/src/renderer/block-view.tsx:12:7)', ['/src/renderer/block-view.tsx:12:7']],
    ['no frames', 'Error: boom', []],
  ])('keeps file:line:col of a %s stack', (_browser, stack, expected) => {
    expect(scrubStack(stack)).toEqual(expected);
  });

  it('keeps at most 10 frames', () => {
    expect(scrubStack(Array.from({ length: 15 }, (_, i) => `    at f (https://a.ph/x.js:${i + 1}:1)`).join('\n'))).toHaveLength(10);
  });

  it('keeps names short and without digit runs', () => {
    expect(scrubName('09171234567')).toBe('{digits}');
    expect(scrubName('TypeError')).toBe('TypeError');
    expect(scrubName('n'.repeat(60))).toHaveLength(40);
  });
});
