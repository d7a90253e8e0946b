import { evaluate, evaluateParams } from '../expressions/evaluate';
import type { OpenUrlStep } from '../generated/screen';
import { checkUrl } from '../lib/safe-url';
import type { ActionHandler } from './types';

function withQuery(url: string, query: Record<string, unknown>): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null);
  if (!entries.length) return url;
  const [beforeHash = '', hash] = url.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return `${beforeHash}${separator}${search}${hash === undefined ? '' : `#${hash}`}`;
}

export const openUrl: ActionHandler<OpenUrlStep> = (step, context) => {
  const { services } = context;
  const scope = context.scope();
  const raw = evaluate(step.url, scope);
  // No link at all (a reply without it) is the server's gap, not a danger: say so, and keep the page.
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    services.toast.show(services.market.messages.linkUnavailable, 'fail');
    return 'stop';
  }
  const checked = checkUrl(raw, services.baseUrl());
  if (!checked) {
    services.toast.show(services.market.messages.unsafeUrl, 'fail');
    return 'stop';
  }
  const query = { ...(step.withSession ? services.sessionQuery() : {}), ...evaluateParams(step.query, scope) };
  const replace = step.replace;
  if (checked.kind === 'in-app' && step.target !== 'external') services.navigatePath(withQuery(checked.path, query), replace);
  else services.openWeb(withQuery(checked.kind === 'web' ? checked.href : new URL(checked.path, services.baseUrl()).href, query), replace, step.target === 'external');
  return undefined;
};
