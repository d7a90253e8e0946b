// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Screen } from '../generated/screen';
import { earlyCallPlan } from './route-html-plugin';

const screen = {
  id: 'loan-confirm',
  title: 'Confirm',
  routes: ['/loanConfirm'],
  query: { productId: { default: '1' } },
  state: { agreed: false },
  endpoints: {
    offer: { method: 'POST', path: '/v3/offer', success: 'int0' },
    push: { method: 'POST', path: '/v3/push', success: 'int0' },
  },
  data: { offer: { endpoint: 'offer', params: { productId: { var: 'query.productId' } } }, saved: { storage: { key: 'k' } } },
  body: [{ type: 'heading', text: 'Confirm' }],
} as unknown as Screen;

describe('earlyCallPlan', () => {
  it('keeps what the screen loads on opening: its query, state, data and the endpoints those use', () => {
    expect(earlyCallPlan(screen, ['/loanConfirm'])).toEqual({
      id: 'loan-confirm',
      query: screen.query,
      state: screen.state,
      data: screen.data,
      endpoints: { offer: screen.endpoints?.offer },
      paths: ['/loanConfirm'],
    });
  });

  it('gives nothing for a screen that calls no endpoint when it opens', () => {
    expect(earlyCallPlan({ ...screen, data: { saved: { storage: { key: 'k', area: 'local' }, blocking: true } } } as Screen, ['/loanConfirm'])).toBeUndefined();
    expect(earlyCallPlan({ ...screen, data: undefined } as Screen, ['/loanConfirm'])).toBeUndefined();
  });
});
