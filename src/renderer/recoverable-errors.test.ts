import { describe, expect, it, vi } from 'vitest';
import { recoveredRender } from './recoverable-errors';

describe('recoveredRender', () => {
  it('warns with the error React recovered from (its cause), and reports nothing as uncaught', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    try {
      const cause = new TypeError('Cannot convert object to primitive value');
      recoveredRender(new Error('There was an error during concurrent rendering but React was able to recover by instead synchronously rendering the entire root.', { cause }));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('recovered'), cause);
      expect(uncaught).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('error', uncaught);
      warn.mockRestore();
    }
  });
});
