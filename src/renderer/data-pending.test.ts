import { describe, expect, it } from 'vitest';
import type { Block } from '../generated/screen';
import { dataNeeds } from './data-pending';

const block = (value: Record<string, unknown>) => value as unknown as Block;

describe("a screen's layout before its data", () => {
  it('draws a block that reads no data as it is, and a placeholder for one that shows data', () => {
    expect(dataNeeds(block({ type: 'heading', text: 'Payment Plan' }))).toEqual({ shows: false, when: false });
    expect(dataNeeds(block({ type: 'paragraph', text: { cat: ['Due ', { var: 'data.order.repayDate' }] } }))).toEqual({ shows: true, when: false });
    expect(dataNeeds(block({ type: 'paragraph', text: { var: 'data' } })).shows).toBe(true);
  });

  it('leaves out a block that the data shows or hides, whatever it draws', () => {
    expect(dataNeeds(block({ type: 'heading', text: 'Overdue', when: { '==': [{ var: 'data.order.orderStatus' }, 23] } }))).toEqual({ shows: false, when: true });
  });

  it('does not count the reads of the blocks it holds or the steps it runs, which come later or draw themselves', () => {
    const card = block({
      type: 'card',
      children: [{ type: 'paragraph', text: { var: 'data.order.amount' } }],
      onTap: [{ type: 'navigate', to: '/repayment', query: { orderId: { var: 'data.order.id' } } }],
    });
    expect(dataNeeds(card)).toEqual({ shows: false, when: false });
  });

  it('counts the query as unknown where it is (the page the build prerenders)', () => {
    const amount = block({ type: 'card', when: { var: 'query.repayAmount' }, children: [] });
    const code = block({ type: 'paragraph', text: { var: 'query.payCode' } });
    expect(dataNeeds(amount, ['data', 'query'])).toEqual({ shows: false, when: true });
    expect(dataNeeds(code, ['query'])).toEqual({ shows: true, when: false });
    expect(dataNeeds(code, ['data'])).toEqual({ shows: false, when: false });
  });

  it('draws a field whose default comes from the data or the query: its size does not depend on its value', () => {
    const version = block({ type: 'text-field', name: 'appVersion', label: 'App version', defaultFrom: { coalesce: [{ var: 'query.appVersion' }, '1.0.0'] } });
    const labelled = block({ type: 'text-field', name: 'x', label: { var: 'query.label' } });
    expect(dataNeeds(version, ['data', 'query'])).toEqual({ shows: false, when: false });
    expect(dataNeeds(labelled, ['query'])).toEqual({ shows: true, when: false });
  });

  it('counts query, state and form reads as known before the data', () => {
    expect(dataNeeds(block({ type: 'paragraph', text: { cat: [{ var: 'query.orderNo' }, { var: 'state.count' }, { var: 'form.detail' }] } })).shows).toBe(false);
    expect(dataNeeds(block({ type: 'paragraph', text: { var: 'database' } })).shows).toBe(false);
  });
});
