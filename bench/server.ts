/**
 * A tiny static server for bench/dist plus the one endpoint both pages call: POST
 * /stations/v3/bind-card/card-init answers N field definitions, N being set by the runner before
 * each page load. Files go uncompressed; the runner gzips what each page loaded itself.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { cardInitReply } from './card-init-reply';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export const CARD_INIT_PATH = '/stations/v3/bind-card/card-init';

export interface BenchServer {
  url: string;
  setFieldCount(n: number): void;
  close(): Promise<void>;
}

export async function startBenchServer(root: string, { latencyMs = 0 }: { latencyMs?: number } = {}): Promise<BenchServer> {
  let reply = cardInitReply(0);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === CARD_INIT_PATH) {
      request.resume();
      request.on('end', () => {
        const answer = reply;
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          response.end(answer);
        }, latencyMs);
      });
      return;
    }
    const path = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!path.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    readFile(path)
      .then((body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        response.end(body);
      })
      .catch(() => response.writeHead(404).end('not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFieldCount(n) {
      reply = cardInitReply(n);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
