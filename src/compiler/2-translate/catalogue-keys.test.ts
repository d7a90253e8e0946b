import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError } from '../shared/expression-parser';
import { templateKey, wordingTemplate } from './catalogue-keys';
import { shownLiterals } from './shown-words';

describe('templateKey', () => {
  it('numbers the value placeholders in the order written, so the key is the same whatever their formulas', () => {
    const key = templateKey("You repay {money(data.x * 1.1)} on {date(data.due, 'MMM D')}")!;
    expect(key).toEqual({ key: 'You repay {1} on {2}', values: ['money(data.x * 1.1)', "date(data.due, 'MMM D')"] });
    expect(templateKey("You repay {money(data.x * 1.2)} on {date(data.dueDate, 'MMM D, YYYY')}")!.key).toBe(key.key);
  });

  it('writes out a placeholder whose expression shows words, and keeps literal braces', () => {
    expect(templateKey("{{x}} {coalesce(data.title, 'Loan')} for {item.days}")!.key).toBe("{{x}} {coalesce(data.title, 'Loan')} for {1}");
  });
});

describe('wordingTemplate', () => {
  const values = ['money(data.x)', 'date(data.due)'];

  it('puts the expressions back at the wording’s placeholders, in the wording’s order', () => {
    expect(wordingTemplate('Sa {2}, magbayad ng {1}', values)).toBe('Sa {date(data.due)}, magbayad ng {money(data.x)}');
  });

  it('a number the key has not, or a placeholder left out, is a syntax problem of the entry', () => {
    expect(() => wordingTemplate('Magbayad ng {1} sa {3}', values)).toThrow(ExpressionSyntaxError);
    expect(() => wordingTemplate('Magbayad ng {1} sa {3}', values)).toThrow(/\{3\} is not a placeholder of the English at column 20/);
    expect(() => wordingTemplate('Magbayad ng {1}', values)).toThrow(/\{2\} \(date\(data\.due\)\) is left out/);
  });
});

describe('shownLiterals', () => {
  it.each([
    ["coalesce(data.offer.title, 'Loan')", ['Loan']],
    ["reply.code == null ? 'error' : reply.message", ['error']],
    ["item.cate == 'text' ? cat('Please enter your ', item.title) : ''", ['Please enter your ', '']],
    ["date(data.due, 'MMM D, YYYY')", []],
    ["lookup(data.status, [['21', 'Paid'], ['22', 'Late']], 'Open')", ['Paid', 'Late', 'Open']],
    ["api_url('/api/x', 'sid', state.sid)", []],
    ['data.name || \'Guest\'', ['Guest']],
  ])('%s → %j', (source, shown) => {
    expect(shownLiterals(source)).toEqual(shown);
  });
});
