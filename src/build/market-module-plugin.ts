import type { Plugin } from 'vite';
import { derivedFormats } from './derived-formats.ts';

/** What a browser needs of a JSON document: the same, without its notes ($comment, $schema) at any depth. */
export function withoutNotes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNotes);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$comment' && key !== '$schema').map(([key, value]) => [key, withoutNotes(value)]));
}

/** Whether a module id is config/market.json's, on any platform and with any query. */
const isMarketModule = (id: string) => id.split('?')[0]!.replaceAll('\\', '/').endsWith('/config/market.json');

/**
 * config/market.json as pages get it; Node code reading the file (the dev API, tests, scripts) reads
 * it as written.
 * - Without its $comment notes: they are written for counsel and the product team (why a cap, a
 *   limit or an hour is what it is); no page shows them, yet every page downloads the market module,
 *   and the static pages' budget counts it (issue 61: two notes for counsel took it past 2 kB).
 * - With `derived`: its locale's number marks and its zone's fixed offset, worked out here with
 *   Node's Intl (src/build/derived-formats.ts), so that a page need not load the engine's locale
 *   and zone data (issue 64).
 */
export function marketModulePlugin(): Plugin {
  return {
    name: 'kaagapay-market-module',
    enforce: 'pre',
    transform(code, id) {
      if (!isMarketModule(id)) return undefined;
      const market = JSON.parse(code) as Parameters<typeof derivedFormats>[0];
      return { code: JSON.stringify({ ...(withoutNotes(market) as object), derived: derivedFormats(market) }), map: null };
    },
  };
}
