// Node-only Vite plugin: each Mantine component brings its own stylesheet into the build, so a
// chunk carries the CSS of exactly the components it uses. Mantine ships one `X.module.mjs`
// (class names) per stylesheet `styles/X.css`; the plugin adds the CSS import to that module.
// The layered variant (`@layer mantine`) is used so the app's own, unlayered CSS always wins,
// whatever order the chunks' stylesheets arrive in.
import type { Plugin } from 'vite';

const classNamesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs(\?.*)?$/;

export function mantineStylesPlugin(): Plugin {
  let serving = false;
  return {
    name: 'mantine-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const match = classNamesModule.exec(id);
      if (!match) return undefined;
      return { code: `import '@mantine/core/styles/${match[1]}.layer.css';\n${code}`, map: null };
    },
    // The dev server pre-bundles Mantine (its modules never reach transform): it gets the whole sheet.
    transformIndexHtml() {
      if (!serving) return undefined;
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: '/node_modules/@mantine/core/styles.layer.css' }, injectTo: 'head' }];
    },
  };
}
