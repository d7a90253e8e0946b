import { useCallback, useId, useRef, type MouseEvent } from 'react';
import type { SiteNavBlock, SiteNavItem } from '../../generated/screen';
import { checkUrl, pageAddress } from '../../lib/safe-url';
import type { WidgetProps } from '../../renderer/widgets-context';
import { useHistory, usePathname } from '../../renderer/navigation';
import { inAppLinkAttribute } from '../../renderer/plain-link';
import { useRuntime } from '../../renderer/runtime-context';
import { useText } from '../../renderer/use-expression';
import { useStepsHandler } from '../use-steps-handler';

/** A plain click (no modifier, main button) stays in the app; others let the browser open the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Real links (href) for routes, so search engines and "open in new tab" work and a static page's own
 * script gives them the page's session (inAppLinkAttribute); a plain click navigates in the app.
 */
function useGo(to: string, after: () => void) {
  const runtime = useRuntime();
  const href = useHistory().createHref(to);
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      after();
      void runtime.runSteps([{ type: 'navigate', to, replace: false }]);
    },
    [runtime, to, after],
  );
  return { href, onClick, [inAppLinkAttribute]: '' };
}

function RouteItem({ item, to, active, after }: { item: SiteNavItem; to: string; active: boolean; after: () => void }) {
  const link = useGo(to, after);
  return (
    <a className="site-nav-link" {...link} aria-current={active ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

function StepsItem({ item, after }: { item: SiteNavItem; after: () => void }) {
  const [run, , trigger] = useStepsHandler(item.onTap);
  return (
    <button
      type="button"
      className="site-nav-link"
      {...trigger}
      onClick={() => {
        after();
        run?.();
      }}
    >
      {item.label}
    </button>
  );
}

function Brand({ block, after }: { block: SiteNavBlock; after: () => void }) {
  const brand = useText(block.brand);
  const logo = useText(block.logo);
  const link = useGo(block.home, after);
  const checked = logo ? checkUrl(logo, pageAddress()) : null;
  return (
    <a className="site-nav-brand" {...link}>
      {checked ? <img src={checked.kind === 'web' ? checked.href : checked.path} alt="" width={32} height={32} /> : null}
      <span>{brand}</span>
    </a>
  );
}

/** Closes the menu if it is open (a browser without popovers has nothing to close). */
function hideMenu(menu: HTMLElement | null): void {
  try {
    if (menu?.matches(':popover-open')) menu.hidePopover();
  } catch {
    // No popover support (the menu is then a plain list: app.css).
  }
}

/**
 * The menu is a popover the burger button opens (popovertarget): it opens and closes with no script
 * (a static page has none), Escape or a tap elsewhere closes it, and the browser tells screen readers
 * whether it is open. On a wide screen it is the bar's row of links (app.css).
 */
export function SiteNav({ block }: WidgetProps<SiteNavBlock>) {
  const path = usePathname();
  const menu = useRef<HTMLElement>(null);
  // A choice moves in place or opens a dialog: the menu closes, as on a newly loaded page.
  const close = useCallback(() => hideMenu(menu.current), []);
  const menuId = useId();
  return (
    <header className="site-nav" role="banner">
      <div className="site-nav-inner">
        <Brand block={block} after={close} />
        <button type="button" className="site-nav-burger" aria-label={block.menuLabel} popoverTarget={menuId}>
          <span />
          <span />
          <span />
        </button>
        <nav id={menuId} ref={menu} className="site-nav-menu" aria-label={block.label} popover="auto">
          <ul>
            {block.items.map((item, i) => (
              <li key={i}>
                {item.to !== undefined ? <RouteItem item={item} to={item.to} active={item.to === path} after={close} /> : <StepsItem item={item} after={close} />}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
