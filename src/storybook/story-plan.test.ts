// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Screen } from '../generated/screen';
import { planStories } from './story-plan';

const none = { code: 0, message: 'success', data: { list: [] } };
const screen = {
  id: 'loan-history',
  title: 'My loans',
  routes: ['/loanHistory'],
  endpoints: {
    history: { method: 'GET', path: '/v1/{provider}/loan/history', success: 'int0', reply: 'loan-history', examples: { some: { code: 0, message: 'success', data: { list: [{ orderNo: 'KP-1' }] } }, 'none yet': none } },
  },
  data: { history: { endpoint: 'history' } },
  body: [],
  scenarios: [
    { name: 'No loans yet', examples: { history: 'none yet' } },
    { name: 'Slow and empty', examples: { history: 'none yet' }, replies: { '/v1/kaagapay/loan/history': { json: none, delayMs: 4000 } } },
  ],
} as unknown as Screen;

describe('planStories', () => {
  it('turns a scenario\'s example pick into the reply of that endpoint\'s path, {provider} filled in', () => {
    const story = planStories(screen, 'kaagapay').find((s) => s.name === 'No loans yet');
    expect(story?.replies).toEqual({ '/v1/kaagapay/loan/history': { json: none } });
  });

  it('lets the scenario\'s own replies win over its example pick', () => {
    const story = planStories(screen, 'kaagapay').find((s) => s.name === 'Slow and empty');
    expect(story?.replies).toEqual({ '/v1/kaagapay/loan/history': { json: none, delayMs: 4000 } });
  });

  it('still gives Loaded, Loading and Server failure', () => {
    expect(planStories(screen, 'kaagapay').map((s) => s.name)).toEqual(['Loaded', 'Loading', 'Server failure', 'No loans yet', 'Slow and empty']);
  });
});
