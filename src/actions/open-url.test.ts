// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import { fakeScreen } from '../../tests/support/fake-screen';

describe('open-url step', () => {
  it('opens a web address with the query and the session added, keeping its fragment', async () => {
    const t = fakeScreen();
    const openWeb = vi.spyOn(t.s, 'openWeb');
    await t.run([{ type: 'open-url', url: 'https://pay.example.com/p?x=1#top', query: { orderId: { var: 'query.productId' } }, withSession: true, target: 'external' }]);
    expect(openWeb).toHaveBeenCalledWith('https://pay.example.com/p?x=1&sessionId=s&orderId=7#top', false, true);
  });

  it("follows a path of the app in the app's history, unless it is to open outside", async () => {
    const t = fakeScreen();
    await t.run([{ type: 'open-url', url: '/faq', replace: true }]);
    const openWeb = vi.spyOn(t.s, 'openWeb');
    await t.run([{ type: 'open-url', url: '/faq', target: 'external' }]);
    expect(t.navigations[0]).toBe('/faq');
    expect(openWeb).toHaveBeenCalledWith('https://app.example.ph/faq', false, true);
  });

  it('refuses an unsafe or missing address with its message and stops the list', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'open-url', url: 'javascript:alert(1)' }, { type: 'navigate', to: '/next' }])).toBe(false);
    expect(await t.run([{ type: 'open-url', url: { var: 'query.none' } }])).toBe(false);
    expect(t.shown).toEqual([`fail:${market.messages.unsafeUrl}`, `fail:${market.messages.linkUnavailable}`]);
    expect(t.navigations).toEqual([]);
  });
});
