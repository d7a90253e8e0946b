// The dev API answered over HTTP in Node (msw's getResponse on src/dev-api's handlers, no service
// worker): /stations/* for serve:prod, and the upstream that nginx proxies to in the tests, as a
// lender's real API would be, and `npm run api` (scripts/contract/api.ts) alone on a port, with CORS for a
// site on another origin. A test can stop it (nginx then answers 502) or slow it down (504).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { devApiHandlers } from '../../src/dev-api/node';
import { corsReplyHeaders, preflightAnswer, preflightHeaders } from '../../src/api/cross-origin';

/** Answers one /stations/* request from the dev API; `extra` headers go on every reply. */
export async function answerFromDevApi(req: IncomingMessage, res: ServerResponse, extra: Record<string, string> = {}): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const request = new Request(url, { method: req.method, headers: requestHeaders(req), body });
  const reply = await getResponse(devApiHandlers, request);
  if (!reply) {
    const text = JSON.stringify({ code: 404, message: `${req.method} ${url.pathname}: the dev API has no handler (see docs/dev-api.md)`, data: null });
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', ...extra }).end(text);
    return;
  }
  const head: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') head[name] = value;
  });
  res.writeHead(reply.status, { ...head, ...extra }).end(Buffer.from(await reply.arrayBuffer()));
}

function requestHeaders(req: IncomingMessage): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    out.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export interface DevApiUpstream {
  /** `http://127.0.0.1:<port>`, for nginx's upstream block. */
  url: string;
  port: number;
  /** Each request as it arrived: method, path with query, the headers a test asks about. */
  seen: { method: string; url: string; headers: Record<string, string | string[] | undefined>; bytes: number }[];
  /** Stops listening (a proxy in front gets connection refused) or listens again on the same port. */
  setUp(up: boolean): Promise<void>;
  /** Holds every answer this long (0: none). */
  setDelay(ms: number): void;
  /** The site origins CORS is answered for from now on (none: no CORS headers at all). */
  setCorsOrigins(origins: readonly string[]): void;
  close(): Promise<void>;
}

export interface DevApiUpstreamOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /**
   * Site origins (`http://localhost:8080`) the API answers CORS for, as a separate API origin must
   * (src/api/cross-origin.ts): their preflights, and Access-Control-Allow-Origin on every reply.
   * None: no CORS headers, as behind the site's own /stations proxy.
   */
  corsOrigins?: readonly string[];
}

export async function startDevApiUpstream({ port = 0, host = '127.0.0.1', corsOrigins = [] }: DevApiUpstreamOptions = {}): Promise<DevApiUpstream> {
  let delay = 0;
  let allowed = [...corsOrigins];
  const seen: DevApiUpstream['seen'] = [];
  const open = new Set<import('node:net').Socket>();
  const make = (): Server => {
    const server = createServer((req, res) => {
      const bytes = Number(req.headers['content-length'] ?? 0);
      seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, bytes });
      const origin = req.headers.origin;
      if (allowed.length > 0 && req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.writeHead(preflightAnswer.status, preflightHeaders(origin, allowed)).end();
        return;
      }
      const cors = corsReplyHeaders(origin, allowed);
      const answer = () =>
        answerFromDevApi(req, res, cors).catch((error: unknown) => {
          // The proxy gave up first (its timeout, a slow-upstream test): nobody is left to answer.
          if (req.destroyed || res.destroyed) return;
          console.error(`dev API upstream: ${req.method} ${req.url}:`, error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain', ...cors });
          res.end('dev API upstream failed');
        });
      if (delay > 0) setTimeout(() => void answer(), delay);
      else void answer();
    });
    server.on('connection', (socket) => {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    });
    return server;
  };
  const listen = (server: Server, at: number) =>
    new Promise<number>((done, fail) => {
      server.once('error', fail);
      server.listen(at, host, () => done((server.address() as AddressInfo).port));
    });
  const stop = (server: Server) =>
    new Promise<void>((done) => {
      for (const socket of open) socket.destroy();
      server.close(() => done());
    });
  let server: Server | undefined = make();
  const bound = await listen(server, port);
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    seen,
    async setUp(up) {
      if (up && !server) {
        server = make();
        await listen(server, bound);
      } else if (!up && server) {
        const closing = server;
        server = undefined;
        await stop(closing);
      }
    },
    setDelay(ms) {
      delay = ms;
    },
    setCorsOrigins(origins) {
      allowed = [...origins];
    },
    async close() {
      if (server) await stop(server);
      server = undefined;
    },
  };
}
