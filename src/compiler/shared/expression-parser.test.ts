// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError, parseExpression, parseTemplate } from './expression-parser';
import { printExpression, printTemplate } from './expression-printer';
import { evaluate } from '../../expressions/evaluate';
import { compileProject } from '../compile-project';
import { loadSchemaFiles } from '../1-parse/files-on-disk';
import { createSchemaValidator } from '../1-parse/schema-validator';
import { writeExpressions } from '../tools/write-expressions';
import { compileExpressions } from '../3-compile/compile-expressions';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return error.message;
    throw error;
  }
  return 'no problem';
};

describe('expression strings', () => {
  it.each([
    ['data.order.orderStatus != 21 && data.order.playeduL', { and: [{ '!=': [{ var: 'data.order.orderStatus' }, 21] }, { var: 'data.order.playeduL' }] }],
    ["str(data.order.orderStatus) in ['174', '180']", { in: [{ str: [{ var: 'data.order.orderStatus' }] }, ['174', '180']] }],
    ["data.list[0]['bank-code']", { var: 'data.list.0.bank-code' }],
    ['a || b || c'.replace(/[abc]/g, (x) => `state.${x}`), { or: [{ var: 'state.a' }, { var: 'state.b' }, { var: 'state.c' }] }],
    ['state.a ? 1 : state.b ? 2 : 3', { if: [{ var: 'state.a' }, 1, { var: 'state.b' }, 2, 3] }],
    ['!!form.agree', { '!!': [{ var: 'form.agree' }] }],
    ['-1', -1],
    ['-state.n', { '-': [{ var: 'state.n' }] }],
    ["state.n + '2'", { '+': [{ var: 'state.n' }, '2'] }],
    ['(state.a + 2) * 3 % 4', { '%': [{ '*': [{ '+': [{ var: 'state.a' }, 2] }, 3] }, 4] }],
    ["money(item.amount, 'alt')", { money: [{ var: 'item.amount' }, 'alt'] }],
    ['now()', { now: [] }],
    ["'1'", '1'],
    ['null', null],
  ])('%s', (source, logic) => {
    expect(parseExpression(source)).toEqual(logic);
  });

  it('reads the same as the json-logic it stands for', () => {
    const scope = { data: { order: { orderStatus: '174', isDelay: 1 } }, state: {} };
    expect(evaluate(parseExpression("str(data.order.orderStatus) in ['174', '180'] && data.order.isDelay == '1'"), scope)).toBe(true);
    expect(evaluate(parseExpression('data.order.orderStatus == 170 ? "a" : "b"'), scope)).toBe('b');
  });

  it.each([
    ['dat.order', 'unknown name "dat" at column 1; did you mean "data"?'],
    ['data.x && stat.y', 'unknown name "stat" at column 11; did you mean "state"?'],
    ['mony(item.amount)', 'unknown function "mony" at column 1; did you mean "money"?'],
    ['data.x +', 'expected expression after + at column 9'],
    ['data.x, data.y', 'one expression expected, found several (a "," or a missing operator between two parts) at column 1'],
    ['data.x | 1', 'unexpected "|" at column 8'],
    ['money', '"money" is a function: call it with (…) at column 1'],
    ['data.list[state.i]', 'a computed key must be a number or a quoted name at column 1'],
    ['', 'empty expression at column 1'],
    ["item.fee > 0 ? 'Fee ' + money(item.fee) : 'No fee'", `"+" adds numbers, and 'Fee ' is text (the page would show NaN) at column 16`],
  ])('refuses %j, saying where', (source, message) => {
    expect(problemOf(() => parseExpression(source))).toBe(message);
  });
});

describe('text templates', () => {
  it.each([
    ['Plain text', 'Plain text'],
    ['{data.user.name}', { var: 'data.user.name' }],
    ['Your next payment date is {date(data.delay.repayDate, "MMM D, YYYY")}', { cat: ['Your next payment date is ', { date: [{ var: 'data.delay.repayDate' }, 'MMM D, YYYY'] }] }],
    ['{{braces}} stay', '{braces} stay'],
    ["{lookup(state.k, [['a', '}']], 'x')} after", { cat: [{ lookup: [{ var: 'state.k' }, [['a', '}']], 'x'] }, ' after'] }],
    ['', ''],
  ])('%j', (template, logic) => {
    expect(parseTemplate(template)).toEqual(logic);
  });

  it.each([
    ['Hello {dat.name}', 'unknown name "dat" at column 8; did you mean "data"?'],
    ['Hello {data.name', 'a "{" that is never closed at column 7'],
    ['Hello } there', 'a "}" with no "{" before it at column 7'],
  ])('refuses %j, saying where', (template, message) => {
    expect(problemOf(() => parseTemplate(template))).toBe(message);
  });
});

describe('printing json-logic as source', () => {
  it.each([
    { and: [{ or: [{ var: 'state.a' }, { var: 'state.b' }] }, { '!': [{ var: 'state.c' }] }] },
    { '-': [{ '-': [{ var: 'state.a' }, 1] }, { '-': [{ var: 'state.b' }, 2] }] },
    { if: [{ var: 'state.a' }, { if: [{ var: 'state.b' }, 1, 2] }, 3] },
    { '==': [{ var: 'item.x-y' }, "it's"] },
    { '*': [{ '+': [1, 2] }, -3] },
  ])('%j prints to a string that parses back to it', (logic) => {
    expect(parseExpression(printExpression(logic))).toEqual(logic);
  });

  it('writes text with braces and parts as a template', () => {
    expect(printTemplate({ cat: ['Total {', { money: [{ var: 'data.x' }] }, '}'] })).toBe('Total {{{money(data.x)}}}');
    expect(parseTemplate('Total {{{money(data.x)}}}')).toEqual({ cat: ['Total {', { money: [{ var: 'data.x' }] }, '}'] });
  });
});

describe('the screens in screens/', () => {
  it('print back to source that compiles to the same json-logic (the validator suggests fixes with the printer)', () => {
    const check = createSchemaValidator(loadSchemaFiles());
    const { documents } = compileProject();
    expect(documents.size).toBeGreaterThan(20);
    for (const [path, document] of documents) {
      const { references } = check(document, path);
      const source = writeExpressions(document, references);
      const again = compileExpressions(source, check(source, path).references, path);
      expect(again.problems).toEqual([]);
      expect(again.document, path).toEqual(document);
    }
  });
});
