/**
 * The dev-only page at GET /stations/dev-api/telemetry: the vitals of each route (how many, the
 * 75th percentile, the last value with its attribution) and the errors with their counts, from what
 * arrived in the last 15 minutes. Plain HTML with no script (the page refreshes itself), so it
 * works under any security policy the server sends.
 */
import type { ErrorEntry, RoutePattern, TelemetryBatch, VitalEntry } from '../generated/telemetry-batch';

/** A batch the endpoint accepted (telemetry.ts), as the page lists it. */
export interface Received {
  at: number;
  batch: TelemetryBatch;
}

/** A body the endpoint refused, with its problems. */
export interface Refused {
  at: number;
  problems: string[];
  body: string;
}

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function routeLabel(route: RoutePattern): string {
  const query = route.query.length ? `?${route.query.join('&')}` : '';
  const hash = route.hashPath === undefined ? '' : `#${route.hashPath}${route.hashQuery?.length ? `?${route.hashQuery.join('&')}` : ''}`;
  return `${route.path}${query}${hash}`;
}

function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

function vitalRows(received: Received[]): string[][] {
  const groups = new Map<string, { route: string; vitals: VitalEntry[] }>();
  for (const { batch } of received) {
    for (const entry of batch.entries) {
      if (entry.kind !== 'vital') continue;
      const route = routeLabel(batch.route);
      const key = `${route} ${entry.name}`;
      const group = groups.get(key) ?? { route, vitals: [] };
      group.vitals.push(entry);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || (a.vitals[0]?.name ?? '').localeCompare(b.vitals[0]?.name ?? ''))
    .map(({ route, vitals }) => {
      const last = vitals[vitals.length - 1] as VitalEntry;
      const attribution = Object.entries(last.attribution ?? {}).map(([name, value]) => `${escape(name)}: ${escape(value)}`).join('<br>');
      return [escape(route), escape(last.name), String(vitals.length), escape(p75(vitals.map((v) => v.value))), `${escape(last.value)} (${escape(last.rating)})`, attribution];
    });
}

function errorRows(received: Received[]): string[][] {
  const groups = new Map<string, { entry: ErrorEntry; count: number; routes: Set<string>; builds: Set<string> }>();
  for (const { batch } of received) {
    for (const entry of batch.entries) {
      if (entry.kind !== 'error') continue;
      const key = JSON.stringify([entry.source, entry.name, entry.message, entry.block, entry.reply, entry.csp, entry.load]);
      const group = groups.get(key) ?? { entry, count: 0, routes: new Set(), builds: new Set() };
      group.count += entry.count;
      group.routes.add(routeLabel(batch.route));
      group.builds.add(batch.build);
      groups.set(key, group);
    }
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count)
    .map(({ entry, count, routes, builds }) => {
      const where = entry.block ? `${entry.block.file}#${entry.block.pointer}` : entry.reply ? `${entry.reply.endpoint}: schemas/replies/${entry.reply.schema}.json#${entry.reply.pointer}` : entry.csp ? `${entry.csp.directive} ${entry.csp.blocked}` : entry.load ? `${entry.load.endpoint}: ${entry.load.status ?? entry.load.failure}` : (entry.stack?.[0] ?? '');
      return [String(count), escape(entry.source), `${escape(entry.name)}: ${escape(entry.message)}`, escape(where), [...routes].map(escape).join('<br>'), [...builds].map(escape).join('<br>')];
    });
}

export function telemetryPage({ received, refused }: { received: Received[]; refused: Refused[] }, now: number): string {
  const views = new Set(received.map(({ batch }) => batch.pageView)).size;
  const refusedRows = refused.map((r) => [escape(new Date(r.at).toISOString()), r.problems.map(escape).join('<br>')]);
  const errors = errorRows(received);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Dev API: telemetry received</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse;margin:8px 0 24px}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}th{background:#f3f3f3}</style></head>
<body><h1>Telemetry received (dev API)</h1>
<p>${received.length} batches from ${views} page views in the last 15 minutes, as of ${escape(new Date(now).toISOString())}; refreshes every 10 s. JSON: <a href="telemetry.json">telemetry.json</a>. Docs: docs/dev-api.md.</p>
<h2>Vitals per route</h2>${received.length ? table(['route', 'metric', 'reports', 'p75', 'last (rating)', 'last attribution'], vitalRows(received)) : '<p>None yet: open a page of the app, then switch tabs or leave it (reports go when the page is hidden).</p>'}
<h2>Errors</h2>${errors.length ? table(['count', 'source', 'error', 'where', 'routes', 'builds'], errors) : '<p>None.</p>'}
<h2>Refused batches</h2>${refusedRows.length ? table(['received', 'problems (schemas/telemetry-batch.json)'], refusedRows) : '<p>None.</p>'}
</body></html>
`;
}
