// What Lighthouse's LCP on a route waits for (issue 31). scripts/perf/lighthouse.ts gives the figure; this
// gives its making. Lighthouse (mobile preset, simulated throttling) loads the page unthrottled, then
// simulates a slow phone over the requests that ended before the page's largest paint and the main-thread
// tasks it counts (lantern): the figure is when the last of them ends. Module scripts leave no trace
// of when each ran, so every script downloaded before the largest paint counts, whatever drew it.
// Prints the largest element, Lighthouse's LCP phases, and that graph's requests with their
// simulated start and end (ms), one run; nothing is asserted. Each row also gives when the unthrottled
// load started that request and what started it ("other": lantern finds no initiator and lets the
// request start as soon as the page has arrived, taking one of HTTP/1.1's six connections).
//
//   npx tsx scripts/perf/lcp-chain.ts --dir dist --only /loanDetails [--tls]   (--tls: behind HTTPS and HTTP/2, as scripts/perf/lighthouse.ts --tls)
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { contractRoutes } from '../contract/contract-routes';
import { startDevApiUpstream } from '../lib/dev-api-upstream';
import { launchAuditChrome } from '../lib/audit-chrome';
import { startNginxHost } from '../lib/nginx-host';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The part of lantern's graph nodes read here. */
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; resourceType: string; transferSize: number; priority: string; networkRequestTime: number; initiator?: { type: string } };
}

async function main(): Promise<void> {
  const dir = resolve(option('dir') ?? 'dist');
  const only = option('only') ?? '/loanDetails';
  const route = contractRoutes.find((r) => r.path.includes(only));
  if (!route) throw new Error(`--only ${only}: no route of scripts/contract/contract-routes.ts contains it`);
  const upstream = await startDevApiUpstream();
  const tls = process.argv.includes('--tls');
  const host = await startNginxHost({ dir, upstream: `127.0.0.1:${upstream.port}`, tls });
  const chrome = await launchAuditChrome(tls);
  try {
    const run = await lighthouse(`${host.url}${route.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!run) throw new Error(`${route.path}: Lighthouse returned no result`);
    const { lhr, artifacts } = run;
    const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
    console.log(`${route.path.split(/[?&]appVersion/)[0]}: LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms simulated (${observed?.observedLargestContentfulPaint} ms unthrottled)`);
    console.log(`largest element: ${element?.items?.[0]?.items?.[0]?.node?.snippet ?? '?'}`);
    console.log(`phases: ${(element?.items?.[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(', ')}`);
    // The computed artifact Lighthouse's own audit used, asked again with the run's artifacts.
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const lcp = await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never);
    console.log(`estimates: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}`);
    console.log(`\nthe pessimistic graph's requests (simulated ms; lantern averages it with the optimistic one, which leaves out low-priority pictures; "seen": the unthrottled load's start, ms):`);
    const timings = [...(lcp.pessimisticEstimate.nodeTimings as Map<GraphNode, { startTime: number; endTime: number }>).entries()].filter(([node]) => node.type === 'network').sort((a, b) => a[1].endTime - b[1].endTime);
    const firstSeen = Math.min(...timings.map(([node]) => node.request!.networkRequestTime));
    for (const [node, timing] of timings) {
      const request = node.request!;
      const path = request.url.replace(host.url, '').split(/[?&]appVersion/)[0]!;
      const seen = `seen ${String(Math.round(request.networkRequestTime - firstSeen)).padStart(4)} by ${(request.initiator?.type ?? '?').padEnd(6)}`;
      console.log(`${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${(request.transferSize / 1000).toFixed(1).padStart(5)} kB  ${request.resourceType.padEnd(10)} ${request.priority.padEnd(8)} ${seen} ${path}`);
    }
  } finally {
    chrome.kill();
    await host.close();
    await upstream.close();
  }
}

await main();
