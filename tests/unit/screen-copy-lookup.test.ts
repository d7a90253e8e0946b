// tests/support/screen-copy.ts finds a block by what it does, not where it sits: a block added
// before it must not change what a test reads.
import { describe, expect, it } from 'vitest';
import { copyOf, namedField, runsAction } from '../support/screen-copy';

const page = (before: object[]) => ({
  body: [
    ...before,
    { type: 'card', children: [{ type: 'text-field', name: 'code', label: 'Code' }, { type: 'button', label: 'Send', onTap: [{ type: 'run', action: 'send' }] }] },
    { type: 'empty-state', text: 'Nothing', actionLabel: 'Again', onAction: [{ type: 'run', action: 'load' }] },
  ],
});

describe('screen copy: blocks by identity', () => {
  it('finds a block by the action it runs or its field name, wherever blocks were added before it', () => {
    for (const before of [[], [{ type: 'paragraph', text: 'New notice' }]]) {
      const copy = copyOf(page(before));
      expect(copy.text(`${copy.at('the send button', runsAction('send'))}/label`)).toBe('Send');
      expect(copy.text(`${copy.at('the retry', runsAction('load'))}/actionLabel`)).toBe('Again');
      expect(copy.text(`${copy.at('the code field', namedField('code'))}/label`)).toBe('Code');
    }
    expect(copyOf(page([])).at('the send button', runsAction('send'))).toBe('/body/0/children/1');
  });

  it('names the file and what was sought when the screen has no such block', () => {
    expect(() => copyOf(page([]), 'screens/x.json').at('the pay button', runsAction('pay'))).toThrow(/screens\/x\.json: no the pay button/);
  });
});
