// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDevOnlyWhen, withoutDevOnlyBlocks } from './dev-only-blocks';

describe('dev-only blocks in production documents', () => {
  it('knows a when that is env.devApi or starts with env.devApi &&', () => {
    expect(isDevOnlyWhen({ var: 'env.devApi' })).toBe(true);
    expect(isDevOnlyWhen({ and: [{ var: 'env.devApi' }, { var: 'data.offer' }] })).toBe(true);
    expect(isDevOnlyWhen({ and: [{ var: 'data.offer' }, { var: 'env.devApi' }] })).toBe(false);
    expect(isDevOnlyWhen({ or: [{ var: 'env.devApi' }, { var: 'data.offer' }] })).toBe(false);
    expect(isDevOnlyWhen({ '!': [{ var: 'env.devApi' }] })).toBe(false);
    expect(isDevOnlyWhen(undefined)).toBe(false);
  });

  it('empties a dev-only block where it stands, at any depth, and keeps every other block', () => {
    const flag = { type: 'card', when: { and: [{ var: 'env.devApi' }, { '>': [{ var: 'data.rate' }, 0.15] }] }, children: [{ type: 'paragraph', text: 'Over the caps' }] };
    const document = {
      id: 'loan-confirm',
      data: { offer: { endpoint: 'offer', when: { var: 'env.devApi' } } },
      body: [{ type: 'card', children: [flag, { type: 'paragraph', text: 'Read the Disclosure Statement' }] }, { type: 'heading', when: { var: 'env.devApi' }, text: 'Dev' }],
    };
    expect(withoutDevOnlyBlocks(document)).toEqual({
      id: 'loan-confirm',
      data: { offer: { endpoint: 'offer', when: { var: 'env.devApi' } } },
      body: [{ type: 'card', children: [{ type: 'card', when: false }, { type: 'paragraph', text: 'Read the Disclosure Statement' }] }, { type: 'heading', when: false }],
    });
    expect(document.body[0]!.children![0]).toBe(flag);
  });
});
