// The build writes each text file's brotli and gzip forms beside it (`x.js.br`, `x.js.gz`), once: a
// host serves them as they are (nginx's brotli_static and gzip_static) and compresses nothing while
// a borrower waits. Pictures and fonts are compressed already. gzip is at its highest level; brotli
// too, wherever that saves a borrower anything (below).
//
// Brotli at its highest level is the slowest step of a build (35–50 ms for a 30 kB page, so 20 s of
// CPU for 300 more screens in two languages), so files are compressed on zlib's thread pool,
// several at once, and each result is kept in a cache by the file's bytes: a file that did not
// change since an earlier build (`npm run check` then `npm test`, or a copy edit of one screen)
// is not compressed again. The cache is one file, read once and written once per build: two small
// files per compressed file cost more to create than compressing a page at a fast level.
//
// A page (HTML) is the first response on its connection. When its brotli form at a fast level fits
// in the server's first flight (TCP's initial window of 10 segments, about 14.6 kB, RFC 6928, less
// room for the headers), it reaches the phone in that one round trip whatever the level, so the
// highest level would save a borrower no time: it would only trim about 11% of a 6 kB page (0.6 kB,
// measured on this build) at 40 times the build's cost per page. A larger page, and every script and
// stylesheet (which share the connection's window with each other), get the highest level, unless
// the fast form is under 1 kB (a screen's own chunk): the highest level saves a tenth of it, under
// a hundred bytes, for 8 times the work.
//
// The prerender hands each page over as soon as it is written (Precompressor.add), and the scripts
// and stylesheets as it starts, so compressing runs on the pool while the main thread draws pages.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The extensions worth compressing. */
export const compressibleExtensions = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map', '.webmanifest']);

/** Under this size a compressed copy saves less than its own headers cost. */
const minimumBytes = 1024;

/** A cached form unused for this long is removed when a build ends. */
const cacheLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The cache's most: forms least recently used go first beyond it (a build of this project is about 5 MB of them). */
const cacheMostBytes = 64 * 1024 * 1024;

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
  /** A folder that keeps compressed forms by content (one file in it); none: compress everything. */
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

/** A fast form this small (of any file) is kept: the highest level would save under a hundred bytes. */
const smallFormBytes = 1024;

/** The settings are part of the key: a change of level must not reuse an older form. */
const settingsKey = `br${zlib.BROTLI_MAX_QUALITY}-fast${fastBrotliQuality}-pages${firstFlightBytes}-all${smallFormBytes}-gz9`;

const brotli = (body: Buffer, quality: number) => brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });

/** The brotli form of a file: the fast level when its form fits the first flight (a page) or is tiny (any file), the highest otherwise. */
async function brotliForm(body: Buffer, page: boolean): Promise<Buffer> {
  const fast = await brotli(body, fastBrotliQuality);
  if (fast.byteLength <= (page ? firstFlightBytes : smallFormBytes)) return fast;
  return brotli(body, zlib.BROTLI_MAX_QUALITY);
}

interface CachedForms {
  br: Buffer;
  gzip: Buffer;
  /** When a build last used them (ms since the epoch). */
  used: number;
}

/** The cache of compressed forms by key, as one file in `cacheDir`. */
class FormsCache {
  private readonly file: string;
  private readonly forms: Map<string, CachedForms>;

  constructor(cacheDir: string) {
    this.file = join(cacheDir, 'forms.v8');
    mkdirSync(cacheDir, { recursive: true });
    let forms = new Map<string, CachedForms>();
    try {
      const read: unknown = deserialize(readFileSync(this.file));
      if (read instanceof Map) forms = read as Map<string, CachedForms>;
    } catch {
      // No cache yet, or one from another Node version: start empty, it is only a cache.
    }
    this.forms = forms;
  }

  get(key: string): CachedForms | undefined {
    const found = this.forms.get(key);
    if (found) found.used = Date.now();
    return found;
  }

  set(key: string, br: Buffer, gzip: Buffer): void {
    this.forms.set(key, { br, gzip, used: Date.now() });
  }

  /** Writes what is still worth keeping: forms used within the lifetime, the most recent first, up to the size limit. */
  save(): void {
    const oldest = Date.now() - cacheLifetimeMs;
    const kept = new Map<string, CachedForms>();
    let bytes = 0;
    for (const [key, forms] of [...this.forms].sort(([, a], [, b]) => b.used - a.used)) {
      bytes += forms.br.byteLength + forms.gzip.byteLength;
      if (forms.used < oldest || bytes > cacheMostBytes) break;
      kept.set(key, forms);
    }
    // Written aside and renamed, so a build stopped halfway leaves the old cache, not half a file.
    const partial = `${this.file}.${process.pid}`;
    writeFileSync(partial, serialize(kept));
    renameSync(partial, this.file);
  }
}

/** Both forms of `body`, from the cache when it has them. */
async function compressed(body: Buffer, page: boolean, cache: FormsCache | undefined): Promise<{ br: Buffer; gzip: Buffer }> {
  const key = cache && createHash('sha256').update(settingsKey).update(page ? 'page' : 'file').update(body).digest('hex');
  const known = key ? cache.get(key) : undefined;
  if (known) return known;
  const [br, gz] = await Promise.all([brotliForm(body, page), gzipAsync(body, { level: 9 })]);
  if (key) cache.set(key, br, gz);
  return { br, gzip: gz };
}

/** The files of `dir` (relative) that get compressed forms: compressible, not skipped, and large enough to gain. */
export function compressibleFiles(dir: string, skip: (file: string) => boolean = () => false): string[] {
  return filesUnder(dir)
    .filter((path) => compressibleExtensions.has(extname(path)) && statSync(path).size >= minimumBytes)
    .map((path) => relative(dir, path))
    .filter((file) => !skip(file));
}

/**
 * Writes the .br and .gz of each file it is given (relative to `dir`), as many at once as the
 * machine has cores, while the caller goes on; `finish` waits for them all and keeps the cache.
 */
export class Precompressor {
  private readonly cache: FormsCache | undefined;
  private readonly results: Promise<Compressed | undefined>[] = [];
  private readonly starts: (() => void)[] = [];
  private running = 0;
  private readonly most = Math.max(1, availableParallelism());

  constructor(
    private readonly dir: string,
    private readonly skip: (file: string) => boolean = () => false,
    cacheDir?: string,
  ) {
    this.cache = cacheDir === undefined ? undefined : new FormsCache(cacheDir);
  }

  /** Compresses `file` (its `body` if the caller has it, else read from disk) when a place is free; a file that gets no forms (skipped, small, not text) is passed over. */
  add(file: string, body?: Buffer): void {
    const path = join(this.dir, file);
    if (this.skip(file) || !compressibleExtensions.has(extname(path))) return;
    this.results.push(new Promise<void>((start) => this.starts.push(start)).then(() => this.compress(file, body)));
    this.pump();
  }

  private pump(): void {
    while (this.running < this.most && this.starts.length) {
      this.running += 1;
      this.starts.shift()!();
    }
  }

  private async compress(file: string, given: Buffer | undefined): Promise<Compressed | undefined> {
    try {
      const path = join(this.dir, file);
      const body = given ?? readFileSync(path);
      if (body.byteLength < minimumBytes) return undefined;
      const { br, gzip: gz } = await compressed(body, extname(path) === '.html', this.cache);
      // A host sends the smaller of what the browser accepts; a copy no smaller than the file is left out.
      // Written on the thread pool, beside the compressing: creating a file is slow on some disks.
      await Promise.all([br.byteLength < body.byteLength && writeFile(`${path}.br`, br), gz.byteLength < body.byteLength && writeFile(`${path}.gz`, gz)]);
      return { file, raw: body.byteLength, br: br.byteLength, gzip: gz.byteLength };
    } finally {
      this.running -= 1;
      this.pump();
    }
  }

  /** Waits for every file given so far; returns what was written, in the order the files were given. */
  async finish(): Promise<Compressed[]> {
    const done = (await Promise.all(this.results)).filter((result) => result !== undefined);
    this.cache?.save();
    return done;
  }
}

/** Writes the .br and .gz of every compressible file of `dir` that gains by it; returns what it wrote, in file order. */
export async function precompress(dir: string, { skip = () => false, cacheDir }: PrecompressOptions = {}): Promise<Compressed[]> {
  const compressor = new Precompressor(dir, skip, cacheDir);
  for (const file of compressibleFiles(dir, skip)) compressor.add(file);
  return compressor.finish();
}
