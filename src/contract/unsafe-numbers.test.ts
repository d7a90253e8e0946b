// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unsafeNumbers } from './unsafe-numbers';

describe('unsafeNumbers: the numbers JSON.parse cannot give back as the server wrote them', () => {
  it('names an integer beyond 2^53 by its pointer, with what it reads as', () => {
    expect(unsafeNumbers('{"data":{"a/b":[1, 9007199254740993]}}')).toEqual([{ pointer: '/data/a~1b/1', source: '9007199254740993', parsed: 9007199254740992 }]);
    expect(unsafeNumbers('[-9007199254740995]')).toEqual([{ pointer: '/0', source: '-9007199254740995', parsed: -9007199254740996 }]);
  });

  it('leaves the numbers a double holds: safe integers, 2^53 itself written exactly, amounts with few digits', () => {
    expect(unsafeNumbers('{"id":9007199254740991,"p":9007199254740992,"amount":500000,"rate":0.075,"big":1e21,"neg":-12.5}')).toEqual([]);
  });

  it('names a fraction of more digits than a double keeps', () => {
    expect(unsafeNumbers('{"amount":12345678901234.567}')).toEqual([{ pointer: '/amount', source: '12345678901234.567', parsed: 12345678901234.566 }]);
  });

  it('says nothing of a text that is not JSON (the probe names that fault itself)', () => {
    expect(unsafeNumbers('<html>')).toEqual([]);
  });
});
