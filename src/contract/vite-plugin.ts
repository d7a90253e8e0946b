// Node-only Vite plugin: the backend contract beside the pages. The dev server (and Storybook's)
// answers /openapi.json and /openapi.html from the files as they are now; a client build writes
// both into its output (dist/openapi.json), where the nginx site serves them only on hosts that
// turn internal pages on (src/build/nginx-site.ts).
import type { Plugin } from 'vite';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { openApiHtml } from './openapi-view.ts';
import { projectOpenApi } from './project-contract.ts';

export const contractFiles = { json: 'openapi.json', html: 'openapi.html' } as const;

function contractTexts(root: string): { json: string; html: string; problems: string[] } {
  const { document, problems } = projectOpenApi(root);
  return { json: `${JSON.stringify(document, null, 2)}\n`, html: openApiHtml(document), problems };
}

export function backendContractPlugin({ root = projectRoot }: { root?: string } = {}): Plugin {
  let ssr = false;
  return {
    name: 'backend-contract',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        const kind = path === `/${contractFiles.json}` ? 'json' : path === `/${contractFiles.html}` ? 'html' : undefined;
        if (!kind) return next();
        try {
          const texts = contractTexts(root);
          for (const line of texts.problems) server.config.logger.warn(`openapi: ${line}`);
          response.setHeader('Content-Type', kind === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
          response.end(texts[kind]);
        } catch (error) {
          // A screen mid-edit must not take the dev server down: the overlay and npm run validate say what is wrong.
          response.statusCode = 500;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end(`The API contract could not be made: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const base = server.resolvedUrls?.local[0];
        if (base) server.config.logger.info(`  ➜  API contract: ${base}${contractFiles.html}`);
      };
    },
    generateBundle() {
      if (ssr) return;
      const texts = contractTexts(root);
      if (texts.problems.length) this.error(`The API contract (dist/${contractFiles.json}) could not be made:\n${texts.problems.join('\n')}`);
      this.emitFile({ type: 'asset', fileName: contractFiles.json, source: texts.json });
      this.emitFile({ type: 'asset', fileName: contractFiles.html, source: texts.html });
    },
  };
}
