// The build writes each text file's brotli and gzip forms beside it (`x.js.br`, `x.js.gz`), at the
// highest levels, once: a host serves them as they are (nginx's brotli_static and gzip_static) and
// compresses nothing while a borrower waits. Pictures and fonts are compressed already.
//
// Brotli at its highest level is the slowest step of a build (35–50 ms for a 30 kB page, so 20 s of
// CPU for 300 more screens in two languages), so files are compressed on zlib's thread pool,
// several at once, and each result is kept in a cache by the file's bytes: a file that did not
// change since an earlier build (`npm run check` then `npm test`, or a copy edit of one screen)
// is not compressed again.
//
// A page (HTML) is the first response on its connection. When its brotli form at a fast level fits
// in the server's first flight (TCP's initial window of 10 segments, about 14.6 kB, RFC 6928, less
// room for the headers), it reaches the phone in that one round trip whatever the level, so the
// highest level would save a borrower no time: it would only trim about 11% of a 6 kB page (0.6 kB,
// measured on this build) at 40 times the build's cost per page. A larger page, and every script and
// stylesheet (which share the connection's window with each other), get the highest level.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The extensions worth compressing. */
export const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);

/** Under this size a compressed copy saves less than its own headers cost. */
const minimumBytes = 1024;

/** A cached form unused for this long is removed when a build ends. */
const cacheLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Compressed {
  file: string;
  raw: number;
  br: number;
  gzip: number;
}

export interface PrecompressOptions {
  /** Files (relative to the folder) that get no compressed copy. */
  skip?: (file: string) => boolean;
  /** A folder that keeps compressed forms by content; none: compress everything. */
  cacheDir?: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The level for a page whose compressed form fits the first flight (above): 8 is about 1 ms for a 30 kB page, and within 0.3% of the size of levels 5 to 9. */
const fastBrotliQuality = 8;

/** What of the first flight a page may fill: the initial window (10 × 1460 bytes) less room for the response's headers. */
export const firstFlightBytes = 12 * 1024;

/** The settings are part of the key: a change of level must not reuse an older form. */
const settingsKey = `br${zlib.BROTLI_MAX_QUALITY}-html${fastBrotliQuality}-under${firstFlightBytes}-gz9`;

const brotli = (body: Buffer, quality: number) => brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });

/** The brotli form of a file: a page that fits the first flight at the fast level keeps it, anything else gets the highest level. */
async function brotliForm(body: Buffer, page: boolean): Promise<Buffer> {
  if (page) {
    const fast = await brotli(body, fastBrotliQuality);
    if (fast.byteLength <= firstFlightBytes) return fast;
  }
  return brotli(body, zlib.BROTLI_MAX_QUALITY);
}

/** Both forms of `body`, from the cache when it has them. */
async function compressed(body: Buffer, page: boolean, cacheDir: string | undefined): Promise<{ br: Buffer; gzip: Buffer }> {
  const key = cacheDir && join(cacheDir, createHash('sha256').update(settingsKey).update(page ? 'page' : 'file').update(body).digest('hex'));
  if (key && existsSync(`${key}.br`) && existsSync(`${key}.gz`)) {
    const now = new Date();
    utimesSync(`${key}.br`, now, now);
    utimesSync(`${key}.gz`, now, now);
    return { br: readFileSync(`${key}.br`), gzip: readFileSync(`${key}.gz`) };
  }
  const [br, gz] = await Promise.all([
    brotliForm(body, page),
    gzipAsync(body, { level: 9 }),
  ]);
  if (key) {
    writeFileSync(`${key}.br`, br);
    writeFileSync(`${key}.gz`, gz);
  }
  return { br, gzip: gz };
}

function pruneCache(cacheDir: string): void {
  const oldest = Date.now() - cacheLifetimeMs;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (statSync(path).mtimeMs < oldest) rmSync(path, { force: true });
  }
}

/** Writes the .br and .gz of every compressible file of `dir` that gains by it; returns what it wrote, in file order. */
export async function precompress(dir: string, { skip = () => false, cacheDir }: PrecompressOptions = {}): Promise<Compressed[]> {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const paths = filesUnder(dir).filter((path) => !skip(relative(dir, path)) && compressibleExtensions.has(extname(path)) && statSync(path).size >= minimumBytes);
  const written: Compressed[] = new Array(paths.length);
  let next = 0;
  // As many files at once as the machine has cores: zlib's pool runs them side by side.
  const worker = async () => {
    for (let index = next++; index < paths.length; index = next++) {
      const path = paths[index]!;
      const body = readFileSync(path);
      const { br, gzip: gz } = await compressed(body, extname(path) === '.html', cacheDir);
      // A host sends the smaller of what the browser accepts; a copy no smaller than the file is left out.
      if (br.byteLength < body.byteLength) writeFileSync(`${path}.br`, br);
      if (gz.byteLength < body.byteLength) writeFileSync(`${path}.gz`, gz);
      written[index] = { file: relative(dir, path), raw: body.byteLength, br: br.byteLength, gzip: gz.byteLength };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  if (cacheDir) pruneCache(cacheDir);
  return written;
}
