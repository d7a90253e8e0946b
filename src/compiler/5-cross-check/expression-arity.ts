import { customOperationDocs } from '../../expressions/operation-docs.ts';
import { escapePointerToken } from '../../lib/problem.ts';

/**
 * How many arguments each operation takes. json-logic ignores extra arguments and reads missing
 * ones as null, so {"==": [a]} or {"money": [x, "alt", 2]} would run and quietly give a wrong
 * answer; the validator reports them instead. Operations not listed take any number; our own
 * operations declare theirs in src/expressions/operations.ts.
 */
export const operationArity: Readonly<Record<string, { min: number; max?: number }>> = {
  var: { min: 0, max: 2 },
  missing_some: { min: 2, max: 2 },
  if: { min: 1 },
  '?:': { min: 3, max: 3 },
  '==': { min: 2, max: 2 },
  '===': { min: 2, max: 2 },
  '!=': { min: 2, max: 2 },
  '!==': { min: 2, max: 2 },
  '!': { min: 1, max: 1 },
  '!!': { min: 1, max: 1 },
  or: { min: 1 },
  and: { min: 1 },
  '>': { min: 2, max: 2 },
  '>=': { min: 2, max: 2 },
  '<': { min: 2, max: 3 },
  '<=': { min: 2, max: 3 },
  '+': { min: 1 },
  '*': { min: 1 },
  '-': { min: 1, max: 2 },
  '/': { min: 2, max: 2 },
  '%': { min: 2, max: 2 },
  map: { min: 2, max: 2 },
  filter: { min: 2, max: 2 },
  reduce: { min: 2, max: 3 },
  all: { min: 2, max: 2 },
  none: { min: 2, max: 2 },
  some: { min: 2, max: 2 },
  in: { min: 2, max: 2 },
  substr: { min: 2, max: 3 },
  ...Object.fromEntries(Object.entries(customOperationDocs).map(([name, op]) => [name, op.arity])),
};

export interface ArityIssue {
  pointer: string;
  message: string;
  expected: string;
}

const describeCount = ({ min, max }: { min: number; max?: number }) =>
  max === undefined ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;

/** Operations of an expression given a number of arguments outside their arity; pointers are below the expression. */
export function arityIssues(expression: unknown): ArityIssue[] {
  const issues: ArityIssue[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const entries = Object.entries(node);
    if (entries.length !== 1) {
      for (const [key, value] of entries) walk(value, `${pointer}/${escapePointerToken(key)}`);
      return;
    }
    const [op, argument] = entries[0]!;
    const here = `${pointer}/${escapePointerToken(op)}`;
    const arity = operationArity[op];
    // json-logic reads a lone argument that is not a list as a list of one.
    const count = Array.isArray(argument) ? argument.length : 1;
    if (arity && (count < arity.min || (arity.max !== undefined && count > arity.max))) {
      issues.push({ pointer: here, message: `"${op}" is given ${count} argument${count === 1 ? '' : 's'}`, expected: `${describeCount(arity)} argument${arity.max === 1 ? '' : 's'} in its list` });
    }
    walk(argument, here);
  };
  walk(expression, '');
  return issues;
}
