// Build-time only: which quoted texts of an expression a reader may see. A fallback
// (coalesce(data.title, 'Loan')), a branch (reply.code == null ? 'error' : reply.message) or a
// piece joined into the text (cat('Due ', …)) is shown; a compared value ('text' in
// item.cate == 'text'), a date format or an address an operation builds is not.
import type { Expression } from 'jsep';
import { expressionTree } from '../shared/expression-parser.ts';

/** Operations that may give any of their arguments as their value. */
const passing = new Set(['cat', 'coalesce', 'str', 'join', 'substr', 'trim']);

function collect(node: Expression, shown: boolean, found: string[]): void {
  const visit = (child: unknown, childShown: boolean) => {
    if (child && typeof child === 'object') collect(child as Expression, childShown, found);
  };
  switch (node.type) {
    case 'Literal':
      if (shown && typeof node.value === 'string') found.push(node.value);
      return;
    case 'ConditionalExpression':
      visit(node.test, false);
      visit(node.consequent, shown);
      visit(node.alternate, shown);
      return;
    case 'LogicalExpression':
    case 'BinaryExpression': {
      // a || 'fallback' gives one of its sides; a comparison or sum gives neither.
      const gives = node.operator === '||' || node.operator === '&&';
      visit(node.left, shown && gives);
      visit(node.right, shown && gives);
      return;
    }
    case 'ArrayExpression':
      for (const element of node.elements as Expression[]) visit(element, shown);
      return;
    case 'CallExpression': {
      const name = (node.callee as Expression).name as string;
      const args = node.arguments as Expression[];
      if (name === 'lookup') {
        // lookup(value, [[key, label], …], fallback): the labels and the fallback are shown.
        const pairs = args[1];
        if (pairs?.type === 'ArrayExpression') for (const pair of pairs.elements as Expression[]) if (pair?.type === 'ArrayExpression') visit((pair.elements as Expression[])[1], shown);
        visit(args[2], shown);
        return;
      }
      for (const arg of args) visit(arg, shown && passing.has(name));
      return;
    }
    default:
      return;
  }
}

/** The quoted texts of an expression that may be its value, as written; none when it does not parse (compileExpressions says why). */
export function shownLiterals(source: string): string[] {
  const found: string[] = [];
  try {
    collect(expressionTree(source), true, found);
  } catch {
    return [];
  }
  return found;
}
