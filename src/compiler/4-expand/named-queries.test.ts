// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMarket, loadSchemaFiles } from '../1-parse/files-on-disk';
import { formatProblem } from '../../lib/problem';
import { checkScreens } from '../compile-screens';

const schemas = loadSchemaFiles();
const { sessionParams } = loadMarket();
const target = { id: 'target', title: 'Target', routes: ['/target'], query: { orderId: {}, productId: {} }, body: [] };

function check(step: Record<string, unknown>) {
  const screen = { id: 'from', title: 'From', routes: ['/from'], queries: { order: { orderId: 'form.orderId', productId: "'1'" } }, body: [{ type: 'text-field', name: 'orderId', label: 'Order' }, { type: 'button', label: 'Go', onTap: [step] }] };
  const checked = checkScreens([{ file: 'screens/from.json', text: JSON.stringify(screen) }], schemas, sessionParams, [{ file: 'screens/target.json', text: JSON.stringify(target) }]);
  return { problems: checked.problems.map(formatProblem), document: checked.documents.get('screens/from.json') as { body: { onTap?: unknown[] }[]; queries?: unknown } | undefined };
}

describe('named queries', () => {
  it('give a navigate step the named query, its own query winning', () => {
    const { problems, document } = check({ type: 'navigate', to: '/target', queryFrom: 'order', query: { productId: "'2'" } });
    expect(problems).toEqual([]);
    // The step as compiled: the schema's defaults (replace) filled in beside.
    expect(document?.body[1]?.onTap).toEqual([{ type: 'navigate', to: '/target', query: { orderId: { var: 'form.orderId' }, productId: '2' }, replace: false }]);
    expect(document?.queries).toBeUndefined();
  });

  it('report a name the screen does not declare', () => {
    expect(check({ type: 'navigate', to: '/target', queryFrom: 'ordr' }).problems).toEqual(['screens/from.json#/body/1/onTap/0/queryFrom: no query named "ordr" in this screen; did you mean "order"? (expected one of order)']);
  });
});
