// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutAuthorNotes } from './author-notes';

describe('withoutAuthorNotes', () => {
  it('leaves out $schema, every $comment, untranslated, query and endpoint descriptions, example replies, effect and the scenarios, and keeps what the page reads', () => {
    const document = {
      $schema: '../schemas/screen.json',
      $comment: 'SPEC screen 18.',
      id: 'loan-confirm',
      description: 'Meta description of a public page.',
      query: { productId: { description: 'The product offered.', default: '1' } },
      untranslated: 'Legal text.',
      internal: 'A page for testers.',
      endpoints: { offer: { method: 'POST', path: '/v3/offer', success: 'int0', effect: 'read', description: 'The offer.', reply: 'offer', examples: { none: { code: 0, data: {} } } } },
      body: [{ type: 'card', $comment: 'why this card', children: [{ type: 'paragraph', text: 'Loan amount' }] }],
      scenarios: [{ name: 'Over the caps', query: { productId: '4' } }],
    };
    expect(withoutAuthorNotes(document)).toEqual({
      id: 'loan-confirm',
      description: 'Meta description of a public page.',
      query: { productId: { default: '1' } },
      endpoints: { offer: { method: 'POST', path: '/v3/offer', success: 'int0', reply: 'offer' } },
      body: [{ type: 'card', children: [{ type: 'paragraph', text: 'Loan amount' }] }],
    });
    expect(document.scenarios).toHaveLength(1);
    expect(document.endpoints.offer.examples).toBeDefined();
  });
});
