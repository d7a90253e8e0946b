import { elementScopedOperations, knownOperations } from './operations.ts';

/** One operation or variable found in an expression, with its JSON pointer below the expression. */
export interface ExpressionIssue {
  pointer: string;
  message: string;
  expected: string;
}

function isOperation(node: unknown): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node) && Object.keys(node).length === 1;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function varPath(argument: unknown): string | null {
  if (typeof argument === 'string') return argument;
  if (typeof argument === 'number') return String(argument);
  if (Array.isArray(argument) && typeof argument[0] === 'string') return argument[0];
  return null;
}

/**
 * Walks an expression and calls visit for each var path read from the screen's scope (not
 * those read per element inside map/filter/…), and reports unknown operations.
 */
export function inspectExpression(
  expression: unknown,
  visitVar: (path: string, pointer: string) => void,
): ExpressionIssue[] {
  const issues: ExpressionIssue[] = [];
  const walk = (node: unknown, pointer: string, elementScope: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${pointer}/${i}`, elementScope));
      return;
    }
    if (!isOperation(node)) {
      if (typeof node === 'object' && node !== null) {
        for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${escapePointer(k)}`, elementScope);
      }
      return;
    }
    const [op, argument] = Object.entries(node)[0] as [string, unknown];
    const here = `${pointer}/${escapePointer(op)}`;
    if (!knownOperations.has(op)) {
      issues.push({ pointer: here, message: `unknown expression operation "${op}"`, expected: `one of ${[...knownOperations].join(', ')}` });
      return;
    }
    if (op === 'var') {
      const path = varPath(argument);
      if (path !== null && !elementScope) visitVar(path, here);
      if (typeof argument === 'object' && argument !== null) walk(argument, here, elementScope);
      return;
    }
    if (elementScopedOperations.has(op) && Array.isArray(argument)) {
      argument.forEach((child, i) => walk(child, `${here}/${i}`, i === 0 ? elementScope : true));
      return;
    }
    walk(argument, here, elementScope);
  };
  walk(expression, '', false);
  return issues;
}

/** The var paths an expression reads from the screen's scope (for subscriptions). */
export function readPaths(expression: unknown): string[] {
  const paths: string[] = [];
  inspectExpression(expression, (path) => paths.push(path));
  return paths;
}

/** The path an expression reads when reading one value is all it does ({"var": "state.template.banner"}, "{state.template.banner}" as written in a screen). */
export function soleRead(expression: unknown): string | undefined {
  if (!isOperation(expression)) return undefined;
  const [op, argument] = Object.entries(expression)[0] as [string, unknown];
  return op === 'var' && typeof argument === 'string' ? argument : undefined;
}

/** Whether the expression calls the operation anywhere in it ({"cat": [{"api_url": […]}]} calls api_url). */
export function callsOperation(expression: unknown, name: string): boolean {
  if (Array.isArray(expression)) return expression.some((child) => callsOperation(child, name));
  if (typeof expression !== 'object' || expression === null) return false;
  return Object.entries(expression).some(([key, child]) => key === name || callsOperation(child, name));
}
