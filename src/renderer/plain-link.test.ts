import { describe, expect, it } from 'vitest';
import { plainLinkOf, queryLinkOf } from './plain-link';

describe('a tap that a plain link does', () => {
  it('is one navigate to a route, or one open-url of a written address, with the compiler’s defaults', () => {
    expect(plainLinkOf([{ type: 'navigate', to: '/customerService', replace: false }])).toEqual({ href: '/customerService', inApp: true });
    expect(plainLinkOf([{ type: 'open-url', url: 'https://x.ph/a?b=1', replace: false, withSession: false, target: 'self' }])).toEqual({ href: 'https://x.ph/a?b=1', inApp: false });
    expect(plainLinkOf([{ type: 'open-url', url: '/faq', query: {} }])).toEqual({ href: '/faq', inApp: true });
  });

  it('follows one run of an action that is such a link, and no loop', () => {
    expect(plainLinkOf([{ type: 'run', action: 'go' }], { go: [{ type: 'navigate', to: '/y' }] })).toEqual({ href: '/y', inApp: true });
    expect(plainLinkOf([{ type: 'run', action: 'a' }], { a: [{ type: 'run', action: 'a' }] })).toBeUndefined();
    expect(plainLinkOf([{ type: 'run', action: 'missing' }], {})).toBeUndefined();
  });

  it('is none when the page’s values, another step, a replaced page, the host app or an unsafe address come in', () => {
    for (const steps of [
      [{ type: 'navigate', to: '/y', query: { id: { var: 'query.id' } } }],
      [{ type: 'navigate', to: '/y', queryFrom: 'visit' }],
      [{ type: 'navigate', to: '/y', replace: true }],
      [{ type: 'open-url', url: 'https://x.ph', target: 'external' }],
      [{ type: 'open-url', url: 'https://x.ph', withSession: true }],
      [{ type: 'open-url', url: { var: 'data.url' } }],
      [{ type: 'open-url', url: 'javascript:alert(1)' }],
      [{ type: 'open-url', url: '//evil.example/x' }],
      [{ type: 'navigate', to: '/y' }, { type: 'toast', text: 'x' }],
      [{ type: 'back' }],
      [],
      undefined,
    ])
      expect(plainLinkOf(steps), JSON.stringify(steps)).toBeUndefined();
  });
});

describe('a tap that a link with a query of the page’s values does (drawn by the app only)', () => {
  it('is one navigate to an in-app route with a query, directly or through one run', () => {
    const query = { orderId: { var: 'query.orderId' }, productId: '1' };
    expect(queryLinkOf([{ type: 'navigate', to: '/repayment', query, replace: false }])).toEqual({ to: '/repayment', query });
    expect(queryLinkOf([{ type: 'run', action: 'pay' }], { pay: [{ type: 'navigate', to: '/repayment', query }] })).toEqual({ to: '/repayment', query });
  });

  it('is none without a query (a plain link), with another step, a replaced page, or outside the app', () => {
    const query = { id: { var: 'item.id' } };
    for (const steps of [
      [{ type: 'navigate', to: '/y' }],
      [{ type: 'navigate', to: '/y', query: {} }],
      [{ type: 'navigate', to: '/y', query, replace: true }],
      [{ type: 'navigate', to: '/y', query }, { type: 'toast', text: 'x' }],
      [{ type: 'navigate', to: 'https://x.ph/y', query }],
      [{ type: 'open-url', url: '/y', query }],
      [],
    ])
      expect(queryLinkOf(steps), JSON.stringify(steps)).toBeUndefined();
  });
});
