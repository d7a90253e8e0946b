// Node-only Vite plugin: puts the security policy of src/app/security-policy.ts into both HTML entries,
// so the built app carries it whatever host serves the files (headers are added by the host when it can:
// scripts/ops/serve-production.ts does). The referrer meta is injected in dev too; the CSP only in builds,
// because Vite's dev server injects an inline React refresh preamble that `script-src 'self'` blocks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { cspMetaValue, referrerPolicy } from './security-policy.ts';

/** The app's two HTML entries (vite.config.ts); Storybook's iframe.html and anything else stay untouched. */
const entries = new Set(['/index.html', '/promotion/index.html']);

/** The API origin from config/market.json (`apiOrigin`, empty = same origin): connect-src and img-src need it. */
export function marketApiOrigin(root: string): string {
  const file = join(root, 'config/market.json');
  const market = JSON.parse(readFileSync(file, 'utf8')) as { apiOrigin?: unknown };
  if (market.apiOrigin === undefined || market.apiOrigin === '') return '';
  if (typeof market.apiOrigin !== 'string' || !/^https?:\/\/[^/]+/.test(market.apiOrigin)) {
    throw new Error(`${file}#/apiOrigin: "${String(market.apiOrigin)}" is not an http(s) origin; expected e.g. "https://api.example.ph" or "" for the page's own origin`);
  }
  return market.apiOrigin;
}

export function securityPolicyPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'security-policy',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!entries.has(ctx.path)) return html;
        if (/<meta[^>]+(name="referrer"|http-equiv="Content-Security-Policy")/i.test(html)) {
          throw new Error(`${ctx.path.slice(1)}: remove its referrer / Content-Security-Policy <meta>; src/app/security-policy.ts is the one source and the build injects both`);
        }
        // Right after <meta charset> (which must come first), so the policy is in force before the
        // first <script> or <link> of the page.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error(`${ctx.path.slice(1)}: no <meta charset="UTF-8" /> to put the security policy after; add it as the first element of <head>`);
        const metas = [`<meta name="referrer" content="${referrerPolicy}" />`];
        if (building) metas.unshift(`<meta http-equiv="Content-Security-Policy" content="${cspMetaValue(marketApiOrigin(root))}" />`);
        return html.replace(charset, (tag) => [tag, ...metas].join('\n    '));
      },
    },
  };
}
