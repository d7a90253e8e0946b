// A plain HTTP request to a host under test, as sent (no client-side normalising of `..`), with its
// body decoded and its bytes on the wire counted: the header tests and scripts/perf/host-bytes.ts read it.
import { request } from 'node:http';
import { connect, constants } from 'node:http2';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface HostReply {
  status: number;
  headers: Record<string, string>;
  /** Decoded from its Content-Encoding. */
  body: string;
  /** Bytes on the wire. */
  bytes: number;
  /** How many lines of each header (lower-cased) the reply had: `headers` joins repeated ones. */
  lines: Record<string, number>;
}

/** Header lines by name, from Node's raw list (name, value, name, value…). */
function lineCounts(raw: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let at = 0; at < raw.length; at += 2) counts[raw[at]!.toLowerCase()] = (counts[raw[at]!.toLowerCase()] ?? 0) + 1;
  return counts;
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/** A raw GET (the path exactly as given: no client-side normalising of `..`), its body decoded. */
export function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer | string): Promise<HostReply> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const flat = flatHeaders(res.headers);
        done({ status: res.statusCode ?? 0, headers: flat, body: decoded(raw, flat['content-encoding']), bytes: raw.byteLength, lines: lineCounts(res.rawHeaders) });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

function flatHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));
}

/** A GET over HTTP/2 and TLS from an https:// host, whatever its certificate (the test hosts' are self-signed). */
export function getOverHttp2(base: string, path: string, headers: Record<string, string> = {}): Promise<HostReply> {
  return new Promise((done, fail) => {
    const session = connect(base, { rejectUnauthorized: false });
    session.on('error', fail);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path, ...headers });
    const chunks: Buffer[] = [];
    let status = 0;
    let flat: Record<string, string> = {};
    let lines: Record<string, number> = {};
    // Node gives the header fields as received after the flags (its `headers` joins repeated ones).
    stream.on('response', (replied, _flags: number, rawHeaders: string[]) => {
      status = Number(replied[constants.HTTP2_HEADER_STATUS]);
      flat = flatHeaders(Object.fromEntries(Object.entries(replied).filter(([name]) => !name.startsWith(':'))));
      lines = lineCounts(rawHeaders);
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      const raw = Buffer.concat(chunks);
      done({ status, headers: flat, body: decoded(raw, flat['content-encoding']), bytes: raw.byteLength, lines });
    });
    stream.on('error', fail);
    stream.end();
  });
}

/** The files a page makes the browser fetch from the build: scripts, preloads, stylesheets, under /assets/. */
export function linkedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string))];
}
