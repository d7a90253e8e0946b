/**
 * The shared workload (the harness's shared/workload.ts) as ONE screen of the project, in two forms:
 *
 * - writtenScreen: as an author writes a file of screens/ (schemas/screen.json). The build compiles
 *   it with the project's compiler (../slot-build.ts), and the unit test compiles it for N fields.
 * - pageScreen: as the page loads it, i.e. what virtual:screens `load()` returns in the app's build:
 *   the compiler's output (expressions as json-logic, schema defaults filled in, author notes out).
 *   The compiler runs in Node only, so the page cannot compile N fields itself, and compiling all N
 *   at build time would make the bundle grow with N. So the build compiles one field of each kind
 *   (the `sample`), and the page writes each of its N fields over the compiled block of its kind:
 *   what the compiler adds to a block (its defaults) comes from the sample, what the field says
 *   comes from the field. ../slot.test.ts holds the result equal to the compiler's own output.
 *
 * The blocks: digits → `text-field` with `format: "digits"` (non-digits are stripped while typing);
 * enum, city, day → `select-picker` with fixed options (label = value = the workload's option): a
 * button that opens a bottom sheet of choices, so no <option> is in the page. Every field has the
 * workload's label and placeholder, and `rules.required` is exactly its message. A footer `button`
 * with `submit: true` checks every shown field first, so its action (a call, as screens/bind-bank.json
 * makes) never runs in the bench, which submits the form empty. No `data`: the screen loads nothing.
 *
 * No CSS and no React here: Node reads this module at build time and in the test.
 */
import type { Block, Screen } from '@project/src/generated/screen';
import type { FieldDef, FieldKind } from '@peers/shared/workload';

export const SCREEN_ID = 'bench-bank-form';
export const ROUTE = '/bankForm';

/** JSON as written in a screen file (the generated types describe the compiled form). */
type Written = Record<string, unknown>;

/** One field as written in a screen's body. */
function writtenBlock(field: FieldDef): Written {
  const common = { name: field.name, label: field.label, placeholder: field.placeholder, rules: { required: field.message } };
  if (field.kind === 'digits') return { type: 'text-field', ...common, format: 'digits' };
  return { type: 'select-picker', ...common, options: (field.options ?? []).map((option) => ({ label: option, value: option })) };
}

/** The screen as a file of screens/ would hold it. */
export function writtenScreen(fields: readonly FieldDef[]): Written {
  return {
    id: SCREEN_ID,
    title: 'Payment account information',
    routes: [ROUTE],
    endpoints: {
      bindCard: { method: 'POST', path: '/v3/bind-card/bind-card-new', success: 'int0', loadingText: 'Saving...', reply: 'no-data' },
    },
    body: fields.map(writtenBlock),
    footer: [{ type: 'button', label: 'Submit', submit: true, onTap: [{ type: 'run', action: 'submit' }] }],
    actions: { submit: [{ type: 'call', endpoint: 'bindCard', paramsFrom: 'form' }] },
  };
}

/** The compiled screen of one field of each kind (the build's virtual:peer-bench-screen `sample`). */
export interface CompiledSample {
  /** The kind of each block of screen.body, in order. */
  kinds: FieldKind[];
  screen: Screen;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` written over `base`: where both hold an object, the same again inside it; anywhere else `over`'s value. */
function overlay(base: unknown, over: unknown): unknown {
  if (!isRecord(base) || !isRecord(over)) return over;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(base[key], value);
  return merged;
}

/** The screen of these fields as the compiler would give it to the page, from the compiled sample. */
export function pageScreen(fields: readonly FieldDef[], sample: CompiledSample): Screen {
  const compiled = new Map(sample.kinds.map((kind, i) => [kind, sample.screen.body[i]]));
  const body = fields.map((field) => {
    const block = compiled.get(field.kind);
    if (!block) throw new Error(`the compiled sample has no block of kind "${field.kind}" (it has ${sample.kinds.join(', ')})`);
    return overlay(block, writtenBlock(field)) as Block;
  });
  return { ...sample.screen, body };
}
