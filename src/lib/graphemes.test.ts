// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('graphemes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes no segmenter when its module loads, only when a text is first counted (every app page loads it: issue 44)', async () => {
    const made = vi.fn();
    const Segmenter = Intl.Segmenter;
    vi.stubGlobal('Intl', {
      ...Intl,
      Segmenter: class extends Segmenter {
        constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
          super(...args);
          made();
        }
      },
    });
    vi.resetModules();
    const { countGraphemes } = await import('./graphemes');
    expect(made).not.toHaveBeenCalled();
    expect(countGraphemes('👩‍👩‍👧 ok')).toBe(4);
    expect(countGraphemes('🇵🇭')).toBe(1);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
