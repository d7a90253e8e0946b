// The browser Lighthouse drives in scripts/perf/lighthouse.ts and scripts/perf/lcp-chain.ts: Debian's Chromium,
// headless, with the flags this machine needs (./chromium-args.ts).
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs } from './chromium-args';

const flags = ['--headless=new', ...chromiumArgs];

/** `tls`: the host is the nginx host's TLS one, whose throwaway certificate is self-signed (scripts/lib/nginx-host.ts). */
export function launchAuditChrome(tls: boolean): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: tls ? [...flags, '--ignore-certificate-errors'] : flags });
}
