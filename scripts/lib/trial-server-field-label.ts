// A product person's label for a field the server draws (npm run trial:edits -- server-field-label,
// issue 43): /bindBank's account-number field gets the screen's own label and required message, as
// docs/screens.md's `overrides` describes, with their Filipino. A test that finds the field by the
// title card-init sends, not by what the page shows, fails on it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateKey } from '../../src/compiler/2-translate/catalogue-keys';
import { dropStaleEntries, editFilipinoTexts } from './filipino-catalogue';

/** The field the edit relabels (its code in card-init's reply) and the words it gives it. */
export const relabelled = {
  code: 'bankAccount',
  label: { en: 'Your bank account number', fil: 'Numero ng bank account mo' },
  required: { en: 'Type the number of the account that gets your loan', fil: 'I-type ang numero ng account na tatanggap ng loan mo' },
};

type Node = Record<string, unknown>;

/** The server-fields block of a document, wherever the screen keeps it. */
function serverFieldsIn(node: unknown): Node | undefined {
  if (Array.isArray(node)) return node.map(serverFieldsIn).find(Boolean);
  if (!node || typeof node !== 'object') return undefined;
  if ((node as Node).type === 'server-fields') return node as Node;
  return Object.values(node).map(serverFieldsIn).find(Boolean);
}

/** Gives /bindBank's account-number field its own label and required message in the project at `root`; returns the screen file. */
export function relabelServerField(root: string): string {
  const file = 'screens/bind-bank.json';
  const path = join(root, file);
  const document = JSON.parse(readFileSync(path, 'utf8')) as Node;
  const block = serverFieldsIn(document);
  if (!block) throw new Error(`${file} has no server-fields block any more: update scripts/lib/trial-server-field-label.ts`);
  const overrides = (block.overrides ?? {}) as Record<string, Node>;
  const before = overrides[relabelled.code] ?? {};
  block.overrides = { ...overrides, [relabelled.code]: { ...before, label: relabelled.label.en, required: relabelled.required.en } };
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  editFilipinoTexts(root, (texts) => {
    texts[relabelled.label.en] = relabelled.label.fil;
    texts[relabelled.required.en] = relabelled.required.fil;
  });
  // The words a product person had given the field already are replaced: their Filipino goes with them.
  const replaced = [before.label, before.required].filter((text): text is string => typeof text === 'string');
  dropStaleEntries(root, replaced.map((text) => templateKey(text)?.key ?? text));
  return file;
}
