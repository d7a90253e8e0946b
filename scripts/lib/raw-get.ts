// A plain HTTP request to a host under test, as sent (no client-side normalising of `..`), with its
// body decoded and its bytes on the wire counted: the header tests and scripts/host-bytes.ts read it.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface HostReply {
  status: number;
  headers: Record<string, string>;
  /** Decoded from its Content-Encoding. */
  body: string;
  /** Bytes on the wire. */
  bytes: number;
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
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        const flat = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));
        done({ status: res.statusCode ?? 0, headers: flat, body: decoded.toString('utf8'), bytes: raw.byteLength });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** The files a page makes the browser fetch from the build: scripts, preloads, stylesheets, under /assets/. */
export function linkedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] as string))];
}
