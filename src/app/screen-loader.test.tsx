import { describe, expect, it } from 'vitest';
import { screens } from 'virtual:screens';
import { loadScreen } from './screen-loader';

// Issue 31: the form library comes with a screen that has fields and with no other.
describe('loadScreen', () => {
  it('brings the form hook with a screen that has fields, and none with a screen without', async () => {
    // Any of each kind: the manifest's flag is the compiler's to get right (src/compiler/6-emit/screen-widgets.test.ts).
    const form = screens.find((meta) => meta.form);
    const plain = screens.find((meta) => !meta.form);
    if (!form || !plain) throw new Error('expected screens with and without fields in screens/');
    const [withFields, without] = await Promise.all([loadScreen(form), loadScreen(plain)]);
    expect(typeof withFields.useForm).toBe('function');
    expect(without.useForm).toBeUndefined();
  });
});
