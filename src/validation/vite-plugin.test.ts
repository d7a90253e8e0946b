// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageDocument } from './vite-plugin';

describe('pageDocument', () => {
  const document = {
    $comment: 'SPEC screen 5.',
    id: 'loan-history',
    untranslated: 'Internal page.',
    query: { orderId: { description: 'The order shown.', default: '1' } },
    endpoints: {
      history: { method: 'GET', path: '/v1/loan/history', success: 'int0', reply: 'loan-history', description: 'Payments so far.', examples: { 'none yet': { code: 0, data: { list: [] } } } },
      save: { method: 'POST', path: '/v1/loan/save', success: 'int0', reply: 'no-data' },
    },
    body: [{ type: 'paragraph', $comment: 'Why it is muted.', text: 'Hi', params: { a: { var: 'query.orderId' } } }],
    scenarios: [{ name: 'Empty', examples: { history: 'none yet' } }],
  };

  it('leaves out what only editors, Storybook and the dev API read, and nothing the page does', () => {
    expect(pageDocument(document)).toEqual({
      id: 'loan-history',
      query: { orderId: { default: '1' } },
      endpoints: { history: { method: 'GET', path: '/v1/loan/history', success: 'int0', reply: 'loan-history' }, save: { method: 'POST', path: '/v1/loan/save', success: 'int0', reply: 'no-data' } },
      body: [{ type: 'paragraph', text: 'Hi', params: { a: { var: 'query.orderId' } } }],
    });
  });

  it('changes no document it is given (the check and Storybook keep theirs)', () => {
    pageDocument(document);
    expect(document.endpoints.history.examples).toBeDefined();
    expect(document.body[0]!.$comment).toBe('Why it is muted.');
  });
});
