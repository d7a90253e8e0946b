// Node-only Vite plugin: `virtual:declared-endpoints`, the endpoints screens declare with their
// example replies, for the dev API in the browser (browser.ts). Only the dev API imports it, so
// production builds never contain the examples.
import type { Plugin } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { readDeclaredEndpoints } from './declared-endpoints.ts';

const virtualId = 'virtual:declared-endpoints';
const resolvedId = `\0${virtualId}`;

export function declaredEndpointsPlugin(root = projectRoot): Plugin {
  return {
    name: 'declared-endpoints',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export default ${JSON.stringify(readDeclaredEndpoints(root))};`;
    },
    configureServer(dev) {
      // The screens plugin reloads the page when a screen, fragment or config/market.json (its
      // provider) changes, appears or goes; the reloaded page reads the endpoints again. A new
      // screen file must count too, or its endpoints stay unanswered until it is saved again.
      const invalidate = (path: string) => {
        if (!/\/(screens|config)\/.*\.json$/.test(path.split('\\').join('/'))) return;
        const mod = dev.moduleGraph.getModuleById(resolvedId);
        if (mod) dev.moduleGraph.invalidateModule(mod);
      };
      dev.watcher.on('change', invalidate);
      dev.watcher.on('add', invalidate);
      dev.watcher.on('unlink', invalidate);
    },
  };
}
