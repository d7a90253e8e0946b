/**
 * One case per sending call of the screens, generated from the screens (tests/support/sending-calls.ts):
 * open the screen at its Loaded scenario's address, fill its required fields by their labels, find
 * the control by the label the document gives it, and return it for the tap. A hand-written case of
 * tests/e2e/sending-cases.ts for the same screen and endpoint replaces the generated one: it is
 * for a walk no document can describe (a captcha picture, a bank picked from the server's list).
 */
import type { Locator } from 'playwright-core';
import type { RobustPage } from './robustness-kit';
import { sendingCases as handWritten, type SendingCase } from './sending-cases';
import { exactly, matching, startingWith } from '../support/screen-copy';
import { formatProblem } from '../../src/lib/problem';
import { sendingCallsIn, type FieldToFill, type SendingCall } from '../support/sending-calls';

export type RunnableCase = SendingCase & { url: string; generated?: true; fields?: number; draftKey?: string; clearsDraft?: boolean };

/** Calls a tap does not send, each with why: no burst of taps can send them twice. */
export const notTapped: Record<string, string> = {
  'pay-way.json way': 'loads the card list when the page opens (its retry is the same load, no submit)',
};

/** A label as the page shows it: a template matches any value of its {…} parts. */
const named = (label: string) => (label.includes('{') ? matching(label) : exactly(label));

/** Enters one field's value as a person would, by the field's label (src/compiler/tools/field-fills.ts says which action each field kind takes). */
async function fill(page: RobustPage, field: FieldToFill): Promise<void> {
  switch (field.kind) {
    case 'text':
    case 'day':
      await page.getByLabel(startingWith(field.label)).first().fill(field.value);
      return;
    case 'check':
      await page.getByRole('checkbox', { name: startingWith(field.label) }).check();
      return;
    case 'choose':
      // A segmented row: its radios, in the group its label names.
      await page.getByRole('radiogroup', { name: startingWith(field.label) }).getByRole('radio', { name: exactly(field.value) }).first().check({ force: true });
      return;
    case 'pick': {
      // The button that looks like an input opens a sheet; each choice is confirmed there (a city picker's sheet then offers the province's cities).
      await page.getByRole('button', { name: startingWith(field.label) }).first().click();
      for (const choice of field.choices) {
        const sheet = page.getByRole('dialog').filter({ has: page.getByRole('radio', { name: exactly(choice) }) });
        await sheet.getByText(choice, { exact: true }).first().click();
        await sheet.getByRole('button', { name: exactly(field.confirm) }).click();
      }
      await page.getByRole('button', { name: startingWith(field.label) }).first().filter({ hasText: field.choices.at(-1)! }).waitFor();
      return;
    }
    case 'stars': {
      // The stars are hidden radios named "<n> / <count>"; a person taps the star drawn as the radio's label.
      const id = await page.getByRole('radio', { name: `${field.value} / ${field.count}` }).first().getAttribute('id');
      await page.locator(`label[for="${id}"]`).click();
      return;
    }
    default: {
      // A new action kind in src/compiler/tools/field-fills.ts fails the type check here until fill() acts on it.
      const unknown: never = field;
      throw new Error(`no page action for a field of kind "${(unknown as FieldToFill).kind}" (expected a case for it in fill() of tests/e2e/generated-cases.ts)`);
    }
  }
}

/** The generated case of one call: fails with what the walk lacks when the document does not say enough. */
export function generatedCase(call: SendingCall): RunnableCase {
  return {
    screen: call.screen,
    endpoint: call.endpoint,
    path: call.path,
    url: call.url,
    overrides: call.overrides,
    generated: true,
    fields: call.fields.length,
    draftKey: call.draftKey,
    clearsDraft: call.clearsDraft,
    async prepare(page) {
      if ('missing' in call.control) throw new Error(`${call.screen} ${call.endpoint}: ${call.control.missing} (expected a labelled block whose onTap runs the call)`);
      if (call.unfillable.length) throw new Error(`${call.screen} ${call.endpoint}: ${call.unfillable.map(formatProblem).join('; ')}`);
      const { label, dialog } = call.control;
      let scope: RobustPage | Locator = page;
      if (dialog) {
        await page.getByRole('button', { name: named(dialog.opener) }).first().click();
        scope = page.getByRole('dialog');
      }
      const control = scope.getByRole('button', { name: named(label) }).first();
      // The control is drawn once the screen's data is in; then its form is there to fill.
      await control.waitFor({ timeout: 10000 });
      for (const field of call.fields) await fill(page, field);
      return control;
    },
  };
}

const keyOf = (c: { screen: string; endpoint: string }) => `${c.screen} ${c.endpoint}`;

/** Which calls the hand-written cases stand in for (their own and what the same tap also sends). */
const handCovered = new Set(Object.values(handWritten).flatMap((c) => [c.endpoint, ...Object.keys(c.alsoOnce ?? {})].map((endpoint) => keyOf({ screen: c.screen, endpoint }))));

/** Every sending call of the screens: the calls the screens have, each by its hand-written case or a generated one. */
export function allSendingCases(dir?: string): Record<string, RunnableCase> {
  const cases: Record<string, RunnableCase> = { ...handWritten };
  for (const call of sendingCallsIn(dir)) {
    const key = keyOf(call);
    if (handCovered.has(key) || key in notTapped) continue;
    cases[`${key} (generated)`] = generatedCase(call);
  }
  return cases;
}
