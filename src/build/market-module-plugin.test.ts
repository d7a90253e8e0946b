import { describe, expect, it } from 'vitest';
import { marketModulePlugin } from './market-module-plugin';

describe('config/market.json as pages get it', () => {
  const transform = marketModulePlugin().transform as (code: string, id: string) => { code: string } | undefined;
  const market = { $schema: './market.schema.json', timeZone: 'Asia/Manila', currency: { $comment: 'for counsel', sign: '₱', divisor: 100, decimals: 2, locale: 'en-PH' } };

  it('leaves out its notes at any depth and adds the formats the build derives, on any platform and with any query', () => {
    const bundled = JSON.parse(transform(JSON.stringify(market), 'C:\\app\\config\\market.json?import')!.code);
    expect(bundled.$schema).toBeUndefined();
    expect(bundled.currency).toEqual({ sign: '₱', divisor: 100, decimals: 2, locale: 'en-PH' });
    expect(bundled.derived.numberMarks).toEqual({ group: ',', decimal: '.' });
    expect(bundled.derived.zone.offsetMinutes).toBe(480);
  });

  it('leaves every other module alone', () => {
    expect(transform('{}', '/app/config/market.schema.json')).toBeUndefined();
    expect(transform('{}', '/app/screens/market.json')).toBeUndefined();
  });
});
