import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startDevApiUpstream, type DevApiUpstream } from '../../scripts/lib/dev-api-upstream';
import { startNginxHost, type NginxHost, type NginxHostOptions } from '../../scripts/lib/nginx-host';
import { chromiumArgs } from './browser';

type OwnHostOptions = Omit<NginxHostOptions, 'dir' | 'upstream'> & { browser?: boolean };

export interface OwnHost {
  host: NginxHost;
  upstream: DevApiUpstream;
  /** Chromium, unless the file asked for none (`browser: false`: its tests only fetch). */
  browser: Browser;
}

/**
 * A test file's own nginx host of the build, with its own dev API upstream and Chromium: for tests
 * that read what the host alone keeps (its access log, the calls its upstream saw) or count its
 * answers per address (its limits), which the host every other file shares would mix with theirs.
 * The fields are set before the file's first test and closed after its last.
 */
export function useOwnHost(options: OwnHostOptions | (() => OwnHostOptions) = {}): OwnHost {
  const own = {} as OwnHost;
  beforeAll(async () => {
    own.upstream = await startDevApiUpstream();
    // A function: values known only once the file's earlier hooks ran (a collector's port).
    const { browser = true, ...given } = typeof options === 'function' ? options() : options;
    own.host = await startNginxHost({ ...given, dir: inject('outDir'), upstream: `127.0.0.1:${own.upstream.port}` });
    if (browser) own.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.host?.close();
    await own.upstream?.close();
  });
  return own;
}
