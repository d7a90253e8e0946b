import { describe, expect, it } from 'vitest';
import { noteCaughtByBlock, recoverableErrors } from './recoverable-errors';

// React wraps what it recovered from: its message, the first attempt's error as the cause.
const recovered = (cause: unknown) => new Error('There was an error during concurrent rendering but React was able to recover by instead synchronously rendering the entire root.', { cause });

describe('recoverableErrors', () => {
  it('leaves alone what a block boundary caught (already shown and reported), and reports anything else', () => {
    const reported: unknown[] = [];
    const handle = recoverableErrors((error) => reported.push(error));
    const caught = new TypeError('Cannot convert object to primitive value');
    noteCaughtByBlock(caught);
    handle(recovered(caught));
    expect(reported).toEqual([]);
    const mismatch = recovered(new Error('Hydration failed because the server rendered text did not match the client.'));
    handle(mismatch);
    const uncaughtElsewhere = recovered(new RangeError('Invalid time value'));
    handle(uncaughtElsewhere);
    handle('a string');
    expect(reported).toEqual([mismatch, uncaughtElsewhere, 'a string']);
  });
});
