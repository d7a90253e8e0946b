import jsonLogic from 'json-logic-js';
import { customOperations } from './operations';
import { materialize } from './live-view';

// json-logic-js keeps one global table of operations: register ours once and take out the
// ones that could reach arbitrary functions.
let ready = false;
function prepare(): void {
  if (ready) return;
  for (const [name, op] of Object.entries(customOperations)) {
    jsonLogic.add_operation(name, op as (...args: unknown[]) => unknown);
  }
  jsonLogic.rm_operation('method');
  jsonLogic.rm_operation('log');
  ready = true;
}

export type Scope = Record<string, unknown>;

/** Evaluates an expression (json-logic or a literal) against a scope. Never uses eval. */
export function evaluate(expression: unknown, scope: Scope): unknown {
  prepare();
  if (expression === undefined) return undefined;
  return materialize(jsonLogic.apply(expression as jsonLogic.RulesLogic, scope));
}

/** Evaluates to a string for display: null and undefined become ''. */
export function evaluateText(expression: unknown, scope: Scope): string {
  const value = evaluate(expression, scope);
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** Evaluates each entry of a params map. */
export function evaluateParams(params: Record<string, unknown> | undefined, scope: Scope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!params) return out;
  for (const [key, expression] of Object.entries(params)) out[key] = evaluate(expression, scope);
  return out;
}

export function truthy(value: unknown): boolean {
  prepare();
  return jsonLogic.truthy(value);
}
