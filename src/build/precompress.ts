// The build writes each text file's brotli and gzip forms beside it (`x.js.br`, `x.js.gz`), at the
// highest levels, once: a host serves them as they are (nginx's brotli_static and gzip_static) and
// compresses nothing while a borrower waits. Pictures and fonts are compressed already.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The extensions worth compressing. */
export const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);

/** Under this size a compressed copy saves less than its own headers cost. */
const minimumBytes = 1024;

export interface Compressed {
  file: string;
  raw: number;
  br: number;
  gzip: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes the .br and .gz of every compressible file of `dir` that gains by it; returns what it wrote. */
export function precompress(dir: string, skip: (file: string) => boolean = () => false): Compressed[] {
  const written: Compressed[] = [];
  for (const path of filesUnder(dir)) {
    const file = relative(dir, path);
    if (skip(file) || !compressibleExtensions.has(extname(path)) || statSync(path).size < minimumBytes) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
    const gzip = gzipSync(body, { level: 9 });
    // A host sends the smaller of what the browser accepts; a copy no smaller than the file is left out.
    if (br.byteLength < body.byteLength) writeFileSync(`${path}.br`, br);
    if (gzip.byteLength < body.byteLength) writeFileSync(`${path}.gz`, gzip);
    written.push({ file, raw: body.byteLength, br: br.byteLength, gzip: gzip.byteLength });
  }
  return written;
}
