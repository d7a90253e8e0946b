// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractFixtureFile, draftContractFixture } from './fixtures';

const endpoint = { method: 'POST', path: '/v3/order/repayment-history', success: 'int0' };
const example = { code: 0, message: 'success', data: { orderNo: 10200, paidTotal: 300000, list: [{ payDate: '2026-11-05', amount: 150000, paid: true }] } };

describe('draftContractFixture', () => {
  it('takes the example as the numbers shape and, as the strings shape, the example with every number as numeric text, the code too', () => {
    const fixture = draftContractFixture(endpoint, example, 'SPEC point 9');
    expect(fixture).toEqual({
      endpoint: 'POST /v3/order/repayment-history',
      success: 'int0',
      source: 'SPEC point 9',
      shapes: { numbers: example, strings: { code: '0', message: 'success', data: { orderNo: '10200', paidTotal: '300000', list: [{ payDate: '2026-11-05', amount: '150000', paid: true }] } } },
    });
    expect(example.data.orderNo).toBe(10200);
    expect(fixture.shapes.numbers).not.toBe(example);
    expect(contractFixtureFile(endpoint.path)).toBe('tests/contract/replies/v3-order-repayment-history.json');
  });

  it('keeps a number where the reply schema would refuse it as text', () => {
    const accepts = (reply: unknown) => typeof (reply as typeof example).data.list[0]!.amount === 'number';
    const { strings } = draftContractFixture(endpoint, example, 'SPEC point 9', accepts).shapes as { strings: typeof example };
    expect(strings.data.list[0]!.amount).toBe(150000);
    expect([strings.code, strings.data.orderNo, strings.data.paidTotal]).toEqual(['0', '10200', '300000']);
  });
});
