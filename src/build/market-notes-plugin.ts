import type { Plugin } from 'vite';

/** What a browser needs of a JSON document: the same, without its notes ($comment, $schema) at any depth. */
export function withoutNotes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNotes);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$comment' && key !== '$schema').map(([key, value]) => [key, withoutNotes(value)]));
}

/** Whether a module id is config/market.json's, on any platform and with any query. */
export const isMarketModule = (id: string) => id.split('?')[0]!.replaceAll('\\', '/').endsWith('/config/market.json');

/**
 * config/market.json's $comment notes are written for counsel and the product team (why a cap, a
 * limit or an hour is what it is); no page shows them, yet every page downloads the market module,
 * and the static pages' budget counts it (issue 61: two notes for counsel took it past 2 kB). The
 * bundled module leaves them out; Node code reading the file (the dev API, tests, scripts) keeps them.
 */
export function marketNotesPlugin(): Plugin {
  return {
    name: 'kaagapay-market-notes',
    enforce: 'pre',
    transform(code, id) {
      if (!isMarketModule(id)) return undefined;
      return { code: JSON.stringify(withoutNotes(JSON.parse(code))), map: null };
    },
  };
}
