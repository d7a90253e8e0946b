import { describe, expect, it } from 'vitest';
import { drawnFor, placeOf } from './canvas-pick';

// /body/1 of the file is a fragment whose card (with a paragraph inside) and note were drawn at /body/1 and /body/2.
const places = { '/body/0': '/body/0', '/body/1': '/body/1', '/body/1/children/0': '/body/1', '/body/2': '/body/1', '/body/3': '/body/2', '/body/3/children/0': '/body/2/children/0' };

describe('a click on the canvas', () => {
  it('selects what the file wrote for the block it fell in, or for the nearest block around it', () => {
    expect(placeOf(places, '/body/3/children/0')).toBe('/body/2/children/0');
    expect(placeOf(places, '/body/1/children/0')).toBe('/body/1');
    // A server field (its items come from the reply, not the file) selects its server-fields block.
    expect(placeOf(places, '/body/3/children/0/items/4')).toBe('/body/2/children/0');
    expect(placeOf(places, '/footer/0')).toBeUndefined();
  });

  it('outlines each block a fragment drew, not the blocks inside them', () => {
    expect(drawnFor(places, '/body/1')).toEqual(['/body/1', '/body/2']);
    expect(drawnFor(places, '/body/2')).toEqual(['/body/3']);
    expect(drawnFor(places, '/body/9')).toEqual([]);
    expect(drawnFor(places, undefined)).toEqual([]);
  });
});
