// A route page's first script, in a chunk of its own that the page starts before the app's entry
// (src/build/route-html-plugin.ts): it starts the data calls of the page's screen from the plan
// the build wrote into the page, so on a slow phone the replies travel while the app's scripts
// still download and run. The app takes them over when it makes the same calls (src/api/early-replies.ts).
// Production builds only: in the dev-API build the mock service worker is not listening yet.
import market from '../../config/market.json';
import { earlyPlanElementId, startEarlyCall, type EarlyCallPlan } from '../api/early-replies';
import { clientConfig } from '../api/request';
import { pageLanguageOf } from '../i18n/page-language';
import type { Market } from '../generated/market';
import { openingCalls } from '../renderer/screen-data';
import { prepareMarketFormats } from '../lib/market-formats';
import { parseSearch } from '../lib/search-params';
import { hashRoute } from './landing-address';
import { routeKey } from './prerendered-route';
import { fetchPictures } from './early-pictures';
import { addHeadLink } from './head-link';

function startEarlyCalls(): void {
  const text = document.getElementById(earlyPlanElementId)?.textContent;
  if (!text) return;
  const plan = JSON.parse(text) as EarlyCallPlan;
  // The landing reads its route and query in the hash, as its history does (src/app/promotion-main.tsx).
  const { path, search } = plan.hashRoutes ? hashRoute(window.location) : { path: window.location.pathname, search: window.location.search };
  if (!plan.paths.includes(path)) {
    // The scripts the app will import, fetched as the page's own modulepreload links would be (same address, same credentials mode).
    for (const href of plan.routeScripts?.[routeKey(path)] ?? []) addHeadLink({ rel: 'modulepreload', crossorigin: '', href });
    return;
  }
  const values = market as Market;
  // The language the app will pick as it starts (src/i18n/language.ts): the same header, so it takes these calls over.
  const language = pageLanguageOf(window);
  const client = clientConfig(values, search, () => language);
  for (const source of openingCalls(plan, parseSearch(search), values)) {
    const reply = startEarlyCall(client, { ...source.endpoint, params: source.params });
    const pictures = (plan.pictures ?? []).filter((picture) => picture.source === source.name);
    if (reply && pictures.length) void fetchPictures(reply, pictures);
  }
  for (const href of plan.replyScripts ?? []) addHeadLink({ rel: 'modulepreload', crossorigin: '', href });
  // While the page waits for the app's scripts: the amounts and dates the replies bring are then shown without first loading the locale's and the zone's data.
  prepareMarketFormats(values);
}

try {
  startEarlyCalls();
} catch {
  // Nothing is lost: the app makes every call itself.
}
