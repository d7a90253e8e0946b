// Node-only Vite plugin: each Mantine component brings its own stylesheet into the build, so a
// chunk carries the CSS of exactly the components it uses. Mantine ships one `X.module.mjs`
// (class names) per stylesheet `styles/X.css`; the plugin adds the CSS import to that module.
//
// Why each stylesheet gets a layer of its own: Mantine's components override each other's rules
// at equal specificity (Button's fill overrides UnstyledButton's `background: transparent`), which
// works in Mantine's whole sheet only because it lists UnstyledButton first. Split per chunk, the
// stylesheets reach the page in whatever order chunks load, and a late UnstyledButton sheet made
// every filled button transparent. So every sheet is wrapped in `@layer mantine.<Name>`, and each
// page declares the order of those layers, taken from Mantine's own sheet, before any stylesheet:
// then arrival order no longer matters. The app's own CSS stays unlayered, so it always wins.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { theme } from '../app/theme.ts';
import { themeVariablesCss } from './theme-variables.ts';

const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs(\?.*)?$/;
/** A stylesheet of styles/ (the unlayered variant; the `.layer.css` ones are not used). */
const componentSheet = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css(\?.*)?$/;

/** Mantine's global sheets, imported by src/app/mount-app.tsx; they come before every component. */
export const globalSheets = ['default-css-variables', 'baseline', 'global'];

/** The layer a stylesheet of @mantine/core/styles/ goes into. */
export const layerOf = (sheet: string) => `mantine.${sheet}`;

/**
 * Every component stylesheet in the order Mantine's whole sheet (styles.css) has them: that order
 * puts the components others build on (UnstyledButton, Input, Paper…) before those that override them.
 */
export function mantineSheetOrder(stylesDir = defaultStylesDir()): string[] {
  const whole = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
  const positions: [number, string][] = [];
  for (const file of readdirCss(stylesDir)) {
    const name = file.slice(0, -'.css'.length);
    if (globalSheets.includes(name)) continue;
    const text = readFileSync(join(stylesDir, file), 'utf8').trim();
    // A sheet's opening lines are unique to it; an empty sheet has no rules to order.
    const at = text ? whole.indexOf(text.slice(0, 400)) : -1;
    if (at === -1 && text) throw new Error(`@mantine/core/styles/${file}: not found in styles.css; the layer order cannot be worked out (has Mantine changed how it builds styles.css?)`);
    positions.push([at, name]);
  }
  return positions.sort((a, b) => a[0] - b[0]).map(([, name]) => name);
}

/** The statement that fixes the layers' order; it must reach the page before any stylesheet. */
export function layerOrderStatement(sheets: readonly string[]): string {
  return `@layer ${[...globalSheets, ...sheets].map(layerOf).join(', ')};`;
}

export function mantineStylesPlugin(): Plugin {
  let serving = false;
  const order = mantineSheetOrder();
  const variables = themeVariablesCss(theme);
  return {
    name: 'mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const module = classNamesModule.exec(id);
      if (module?.[1]) {
        return { code: `import '@mantine/core/styles/${module[1]}.css';\n${code}`, map: null };
      }
      const sheet = componentSheet.exec(id);
      if (sheet?.[1]) return { code: `@layer ${layerOf(sheet[1])} {\n${code}\n}\n`, map: null };
      return undefined;
    },
    transformIndexHtml: {
      // After the bundle is written, so the statement names just the components the build uses.
      order: 'post',
      handler(_html, { bundle }) {
        const used = bundle ? layersIn(Object.values(bundle)) : undefined;
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', attrs: { 'data-mantine-layers': '' }, children: layerOrderStatement(used ? order.filter((name) => used.has(name)) : order), injectTo: 'head-prepend' },
          // The theme's CSS variables, which the app's provider leaves to the page (src/app/theme-provider.tsx).
          { tag: 'style', attrs: { 'data-mantine-theme': '' }, children: variables, injectTo: 'head' },
        ];
        // The dev server pre-bundles Mantine (its modules never reach transform): it gets the whole sheet.
        if (serving) tags.push({ tag: 'link', attrs: { rel: 'stylesheet', href: '/node_modules/@mantine/core/styles.layer.css' }, injectTo: 'head' });
        return tags;
      },
    },
  };
}

/** The component layers the written stylesheets open (Mantine's barrel passes every module through transform, used or not). */
function layersIn(files: readonly { type: string; fileName: string; source?: string | Uint8Array }[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
    const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
    for (const [, name] of text.matchAll(/@layer mantine\.([A-Za-z-]+)\s*\{/g)) if (name) used.add(name);
  }
  return used;
}

function defaultStylesDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
}

function readdirCss(dir: string): string[] {
  return readdirSync(dir).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'));
}
