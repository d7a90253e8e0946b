// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutExampleReplies } from './vite-plugin';

describe('withoutExampleReplies', () => {
  it('leaves the example replies out of the document the page loads, and nothing else', () => {
    const document = {
      id: 'loan-history',
      endpoints: {
        history: { method: 'GET', path: '/v1/loan/history', success: 'int0', reply: 'loan-history', examples: { 'none yet': { code: 0, data: { list: [] } } } },
        save: { method: 'POST', path: '/v1/loan/save', success: 'int0', reply: 'no-data' },
      },
      body: [],
    };
    expect(withoutExampleReplies(document)).toEqual({
      id: 'loan-history',
      endpoints: { history: { method: 'GET', path: '/v1/loan/history', success: 'int0', reply: 'loan-history' }, save: { method: 'POST', path: '/v1/loan/save', success: 'int0', reply: 'no-data' } },
      body: [],
    });
    expect(document.endpoints.history.examples).toBeDefined();
  });
});
