// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draftReplySchema } from './draft-reply-schema';

const value = (name: string) => ({ $ref: `common/values.json#/definitions/${name}` });

describe('draftReplySchema', () => {
  it('infers the house style from example replies: envelope, open objects, leaves that take every plausible shape', async () => {
    const schema = await draftReplySchema({
      endpoint: 'GET /v1/loan/history',
      source: 'screens/loan-history.json#/endpoints/history',
      rule: 'int0',
      samples: [
        { code: 0, message: 'success', data: { total: 2, list: [{ orderNo: 'KP-1', amount: '500000', status: 'Paid off', dueDate: null, paid: true, detailUrl: 'https://kaagapay.ph/o/1' }] } },
        { code: 0, message: 'success', data: { total: 0, list: [{ orderNo: 'KP-2', amount: 800000, status: 'Due', dueDate: '2026-11-30', paid: false, detailUrl: 'https://kaagapay.ph/o/2', note: 'x' }] } },
      ],
    });
    expect(schema).toMatchObject({ $schema: 'http://json-schema.org/draft-07/schema#', title: 'GET /v1/loan/history', type: 'object', required: ['code', 'data'] });
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.message).toEqual(value('displayText'));
    expect(properties.code).toEqual(value('int0Success'));
    const data = properties.data!;
    expect(data).toMatchObject({ type: 'object', required: ['list', 'total'] });
    expect(JSON.stringify(schema)).not.toMatch(/additionalProperties|"definitions"|"\$ref":"#|"title":"List"/);
    const item = (data.properties as Record<string, { items: { required: string[]; properties: Record<string, unknown> } }>).list!.items;
    // note is in one example only: read when present, not required.
    expect(item.required).toEqual(['amount', 'detailUrl', 'dueDate', 'orderNo', 'paid', 'status']);
    expect(item.properties).toEqual({
      orderNo: value('id'),
      amount: value('numberish'),
      status: value('displayText'),
      dueDate: value('displayText'),
      paid: value('flag'),
      detailUrl: value('url'),
      note: value('displayText'),
    });
  });

  it('refuses to draft from no successful example, naming where it looked', async () => {
    await expect(draftReplySchema({ endpoint: 'GET /v1/x', source: 'screens/x.json#/endpoints/x', samples: [], rule: 'int0' })).rejects.toThrow('screens/x.json#/endpoints/x: no successful example reply');
  });
});
