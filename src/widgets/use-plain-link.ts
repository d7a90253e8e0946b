import { useCallback, useMemo, type MouseEvent } from 'react';
import type { Step } from '../generated/screen';
import { useHistory } from '../renderer/navigation';
import { inAppLinkAttribute, plainLinkOf } from '../renderer/plain-link';
import { useRuntime } from '../renderer/runtime-context';
import { keepSession } from '../lib/session-address';

/** A plain click (no modifier, main button) stays in the app; others let the browser open the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The anchor's attributes for a tap that only goes to a page (src/renderer/plain-link.ts): a real
 * href, so the page works before and without its scripts (a static page has none), and a plain click
 * that runs the steps in the app (no page load); both keep the page's session. Undefined for any other tap.
 */
export function usePlainLink(steps: Step[] | undefined, run: (() => void) | undefined): { href: string; onClick: (event: MouseEvent) => void; [inAppLinkAttribute]?: '' } | undefined {
  const { services } = useRuntime();
  const history = useHistory();
  const link = useMemo(() => plainLinkOf(steps, services.document.actions), [steps, services.document.actions]);
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      run?.();
    },
    [run],
  );
  if (!link) return undefined;
  if (!link.inApp) return { href: link.href, onClick };
  // With the page's session, as a plain click would keep it (CONTRACT "Session parameters"), so a
  // link opened in a new tab or copied keeps it too. The build's pass has none, as its page.
  const href = keepSession(link.href, services.sessionQuery(), services.market.sessionParams);
  return { href: history.createHref(href), onClick, [inAppLinkAttribute]: '' };
}
