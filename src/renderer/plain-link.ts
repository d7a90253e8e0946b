// A tap that only goes to a page: a link does it as well as a script. The compiler counts such a
// tap as needing no script (src/compiler/6-emit/script-needs.ts), and the button and link widgets
// draw it as an anchor with that address, so a page the build draws works with no script at all
// (a static page, src/build/route-html-plugin.ts), and the app still moves in place on a plain click.
// No imports but types: the compiler, the widgets and a static page's own script read it.

/** Where a plain link goes: an in-app path (the session parameters are added in the browser) or a web address. */
export interface PlainLink {
  href: string;
  inApp: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || (isRecord(value) && Object.keys(value).length === 0);

/** Keys a step may have and still be a link: its own and the schema defaults the compiler fills in (replace false, target self, no query). */
function onlyLinkKeys(step: Record<string, unknown>, own: string): boolean {
  return Object.entries(step).every(([key, value]) => {
    if (key === 'type' || key === own || key === '$comment') return true;
    if (key === 'replace' || key === 'withSession') return value === false;
    if (key === 'target') return value === 'self';
    if (key === 'query') return isEmpty(value);
    return false;
  });
}

/** A written address an anchor can hold: an in-app path or an http(s) address (what open-url's checkUrl lets through). */
function writtenAddress(url: unknown): PlainLink | undefined {
  if (typeof url !== 'string' || url !== url.trim() || /[\p{Cc}\s]/u.test(url)) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return { href: url, inApp: true };
  return /^https?:\/\/[^/?#]+/i.test(url) ? { href: url, inApp: false } : undefined;
}

/** The one step a compiled step list amounts to: its only step, or the only step of the action its only step runs (and so on). */
function onlyStep(steps: unknown, actions: unknown, seen: ReadonlySet<string> = new Set()): Record<string, unknown> | undefined {
  if (!Array.isArray(steps) || steps.length !== 1 || !isRecord(steps[0])) return undefined;
  const step = steps[0];
  if (step.type !== 'run') return step;
  const name = step.action;
  if (typeof name !== 'string' || seen.has(name) || !isRecord(actions) || Object.keys(step).some((key) => !['type', 'action', '$comment'].includes(key))) return undefined;
  return onlyStep(actions[name], actions, new Set([...seen, name]));
}

/**
 * The link a compiled step list amounts to: one navigate to a route, or one open-url of a written
 * address in this page, with no values of the page (no query, queryFrom or session) and no history
 * replaced; or one run of an action that is such a link. Undefined for anything else.
 */
export function plainLinkOf(steps: unknown, actions: unknown = undefined): PlainLink | undefined {
  const step = onlyStep(steps, actions);
  if (step?.type === 'navigate') return typeof step.to === 'string' && onlyLinkKeys(step, 'to') ? writtenAddress(step.to) : undefined;
  if (step?.type === 'open-url') return onlyLinkKeys(step, 'url') ? writtenAddress(step.url) : undefined;
  return undefined;
}

/** A navigate step to an in-app route with a query of the page's values (queryFrom is a query once compiled), which an anchor can hold once the app has worked the query out. */
export interface QueryLink {
  to: string;
  /** Parameter name → expression. */
  query: Record<string, unknown>;
}

/**
 * The in-app link with a query that a compiled step list amounts to: as plainLinkOf, but its one
 * navigate step has a query. Its address depends on the page's values, so only the app can draw
 * it (the compiler counts such a tap as needing the app); a static page has none.
 */
export function queryLinkOf(steps: unknown, actions: unknown = undefined): QueryLink | undefined {
  const step = onlyStep(steps, actions);
  if (step?.type !== 'navigate' || typeof step.to !== 'string' || !isRecord(step.query) || isEmpty(step.query)) return undefined;
  const { query, ...rest } = step;
  return onlyLinkKeys(rest, 'to') && writtenAddress(step.to)?.inApp ? { to: step.to, query } : undefined;
}

/** The attribute that marks an anchor as an in-app plain link, whose address a static page's script gives the session parameters (src/app/static-page.ts). */
export const inAppLinkAttribute = 'data-in-app-link';
