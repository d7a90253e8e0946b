import type { FieldValues, UseFormGetValues } from 'react-hook-form';
import { markLiveView } from '../expressions/live-view';

/**
 * The form's values as expressions read them (`form.x`), without copying them: react-hook-form's
 * getValues() copies the whole form, and a screen evaluates one expression per field (labels,
 * `when`, rules), so copying per evaluation made a form of N fields cost N² (npm run bench).
 * Reading a key reads the live value; listing the keys copies once; an expression returning the
 * whole view gets a copy (src/expressions/live-view.ts).
 */
export function liveFormValues(getValues: UseFormGetValues<FieldValues>): Record<string, unknown> {
  const view = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? (getValues(key) as unknown) : undefined),
    has: (_target, key) => typeof key === 'string' && key in getValues(),
    ownKeys: () => Reflect.ownKeys(getValues()),
    getOwnPropertyDescriptor: (_target, key) => {
      const values = getValues() as Record<string | symbol, unknown>;
      return key in values ? { value: values[key], enumerable: true, configurable: true, writable: false } : undefined;
    },
  });
  return markLiveView(view);
}
