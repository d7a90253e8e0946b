import { useCallback, useMemo, type MouseEvent } from 'react';
import type { Step } from '../generated/screen';
import { useHistory } from '../renderer/navigation';
import { inAppLinkAttribute, plainLinkOf, queryLinkOf } from '../renderer/plain-link';
import { useBuiltPass } from '../renderer/render-phase';
import { useRuntime } from '../renderer/runtime-context';
import { useExpressionMap } from '../renderer/use-expression';
import { keepSession } from '../lib/session-address';

/** A plain click (no modifier, main button) stays in the app; others let the browser open the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The anchor's attributes for a tap that only goes to a page (src/renderer/plain-link.ts): a real
 * href, so the page works before and without its scripts (a static page has none), and a plain click
 * that runs the steps in the app (no page load); both keep the page's session. A tap that goes to a
 * page with a query of the page's values (an order's id) is an anchor too once the app draws it, its
 * href the address the step goes to, so a screen reader says "link" and a long press can open or copy
 * it. Undefined for any other tap.
 */
export function usePlainLink(steps: Step[] | undefined, run: (() => void) | undefined): { href: string; onClick: (event: MouseEvent) => void; [inAppLinkAttribute]?: '' } | undefined {
  const { services } = useRuntime();
  const history = useHistory();
  const built = useBuiltPass();
  const link = useMemo(() => plainLinkOf(steps, services.document.actions), [steps, services.document.actions]);
  const withQuery = useMemo(() => (link ? undefined : queryLinkOf(steps, services.document.actions)), [link, steps, services.document.actions]);
  const query = useExpressionMap(withQuery?.query);
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      run?.();
    },
    [run],
  );
  // Not on the build's page, which knows no query nor data: its href would go to the page without them.
  if (withQuery) return built ? undefined : { href: history.createHref(services.addressOf(withQuery.to, query)), onClick, [inAppLinkAttribute]: '' };
  if (!link) return undefined;
  if (!link.inApp) return { href: link.href, onClick };
  // With the page's session, as a plain click would keep it (CONTRACT "Session parameters"), so a
  // link opened in a new tab or copied keeps it too. The build's pass has none, as its page.
  const href = keepSession(link.href, services.sessionQuery(), services.market.sessionParams);
  return { href: history.createHref(href), onClick, [inAppLinkAttribute]: '' };
}
