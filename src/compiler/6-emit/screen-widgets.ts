// Which widgets a screen needs, worked out at build time so each screen loads only its own widget
// code (the screens plugin lists them in the manifest; src/widgets/registry.ts loads them).
import { callsMobile } from '../../lib/mobile-numbers.ts';

/** A parsed screen document, as far as this walk reads it. */
export interface WidgetWalkDocument {
  id: string;
  [key: string]: unknown;
}

/**
 * What a screen needs loaded with it. widgets: block types used anywhere in the document: body,
 * footer, dialogs, scenarios' overrides, and the field kinds a server-fields block maps server
 * categories to (those blocks exist only at run time). mobileNumbers: whether it reads mobile numbers (a field's rules.mobile, the mobile operation),
 * so the reader (src/lib/mobile-numbers.ts) comes with it, at the borrower's first touch of its page (src/lib/mobile-numbers-on-use.ts), and with no other screen.
 * blockKinds: every block type of schemas/block.json; a `type` outside it is a step, not a block.
 */
export function screenNeedsOf(document: WidgetWalkDocument, blockKinds: ReadonlySet<string>): { widgets: string[]; mobileNumbers: boolean } {
  const found = new Set<string>();
  let mobileNumbers = false;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.type === 'string' && blockKinds.has(record.type)) {
      found.add(record.type);
      if (record.type === 'server-fields' && typeof record.kinds === 'object' && record.kinds !== null) {
        for (const kind of Object.values(record.kinds)) if (typeof kind === 'string' && blockKinds.has(kind)) found.add(kind);
      }
    }
    // The mobile() operation in a compiled expression, or a field's rules.mobile.
    if (callsMobile(record) || (typeof record.rules === 'object' && record.rules !== null && 'mobile' in record.rules)) mobileNumbers = true;
    for (const [key, value] of Object.entries(record)) if (key !== '$comment') visit(value);
  };
  visit(document);
  return { widgets: [...found].sort(), mobileNumbers };
}

/**
 * What a screen's first draw needs, apart from what each of its dialogs needs: a dialog draws
 * nothing until a step opens it, so its widgets (and its form library) load when it opens
 * (src/renderer/dialog-host.tsx), not before the screen (issue 44: the rating dialog's stars made
 * three data pages fetch the form library up front). A dialog lists only the widgets the screen
 * does not load already. mobileNumbers stays the whole document's: steps read it (they wait for the reader),
 * and the actions a dialog runs are the screen's.
 */
export function splitScreenNeedsOf(
  document: WidgetWalkDocument,
  blockKinds: ReadonlySet<string>,
): { widgets: string[]; mobileNumbers: boolean; dialogs: Record<string, { widgets: string[]; all: string[] }> } {
  const { dialogs, ...firstScreen } = document;
  const own = screenNeedsOf(firstScreen as WidgetWalkDocument, blockKinds).widgets;
  const ownSet = new Set(own);
  const byDialog = Object.entries((dialogs as Record<string, unknown> | undefined) ?? {}).map(([id, dialog]) => {
    const all = screenNeedsOf({ id, dialog }, blockKinds).widgets;
    return [id, { widgets: all.filter((kind) => !ownSet.has(kind)), all }] as const;
  });
  return { widgets: own, mobileNumbers: screenNeedsOf(document, blockKinds).mobileNumbers, dialogs: Object.fromEntries(byDialog) };
}

/** Block kinds from the block union schema (schemas/block.json's oneOf of widgets/<kind>.json). */
export function blockKindsOf(blockSchema: unknown): Set<string> {
  const oneOf = (blockSchema as { oneOf?: { $ref?: string }[] }).oneOf ?? [];
  return new Set(oneOf.map((entry) => String(entry.$ref).replace(/^.*\/|\.json$/g, '')));
}
