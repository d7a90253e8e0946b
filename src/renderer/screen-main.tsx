import { useMemo, type ReactNode } from 'react';
import { truthy } from '../expressions/evaluate';
import type { Screen } from '../generated/screen';
import { useExpression, useTextOutsideBlocks } from './use-expression';

/**
 * The `when`s on the way to each level-1 heading block of the screen's page (its body and footer;
 * dialogs have their own title), outermost first: a heading with none is drawn whatever the state.
 * Fragments are already inlined in a compiled screen, so their headings are found here too.
 */
export function levelOneHeadingConditions(document: Pick<Screen, 'body' | 'footer'>): unknown[][] {
  const found: unknown[][] = [];
  const walk = (value: unknown, conditions: unknown[]): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, conditions);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    const isBlock = typeof node.type === 'string';
    const inner = isBlock && node.when !== undefined ? [...conditions, node.when] : conditions;
    if (isBlock && node.type === 'heading' && node.level === 1) found.push(inner);
    for (const [key, child] of Object.entries(node)) if (key !== 'when') walk(child, inner);
  };
  walk(document.body, []);
  walk(document.footer, []);
  return found;
}

/**
 * When the screen's own title is to be the page's heading: never when a level-1 heading block is
 * always drawn, always when there is none, else as long as none of the conditional ones shows (the
 * landing's heading stands in for its banner only when the channel template has no banner).
 * A compiled expression (json-logic), or a literal when the answer does not depend on the state.
 */
export function titleHeadingCondition(document: Pick<Screen, 'body' | 'footer'>): unknown {
  const paths = levelOneHeadingConditions(document);
  if (paths.some((conditions) => conditions.length === 0)) return false;
  if (!paths.length) return true;
  return { '!': [{ or: paths.map((conditions) => (conditions.length === 1 ? conditions[0] : { and: conditions })) }] };
}

/**
 * The screen's <main>: named by the screen's title, in the page's language (the compiled screen's
 * title is already in it), and headed by it when the screen draws no level-1 heading of its own.
 *
 * The name: a page in a frame (the site's Policy tab shows the in-app policy page) is one page with
 * the page around it for a screen reader, which lists both mains; unnamed, they could not be told
 * apart (axe landmark-unique, issue 30). The heading: a reader jumps to a page's h1 to learn where
 * they are (axe page-has-heading-one). It is visually hidden, because the host app shows the title
 * in its own bar above the webview; a screen that wants it on the page draws a heading block of
 * level 1, which then is the page's heading instead of this one.
 */
export function ScreenMain({ document, children }: { document: Screen; children: ReactNode }) {
  const condition = useMemo(() => titleHeadingCondition(document), [document]);
  // The branch in useExpression depends on the document alone, the same on every render of a mounted screen.
  const headed = truthy(useExpression(condition));
  const title = useTextOutsideBlocks(document.title);
  return (
    <main className="screen-body" aria-label={title || undefined}>
      {headed && title ? <h1 className="visually-hidden">{title}</h1> : null}
      {children}
    </main>
  );
}
