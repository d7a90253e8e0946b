// Debian's blackbox exporter run on a free loopback port with a given configuration, for the
// end-to-end test of docs/otel/blackbox.yaml's uptime checks: a probe's series as Prometheus would
// scrape them, and the exporter's own account of the probe (debug=true) for failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './nginx-host.ts';
import { requireTool } from './prometheus-tools.ts';

export interface Probe {
  /** Each series' value by its name and labels as written (`probe_success`, `probe_http_version`). */
  series: Map<string, number>;
  /** The exporter's log of the probe and its output: what it asked and why it failed. */
  debug: string;
}

export interface BlackboxExporter {
  probe(module: string, target: string): Promise<Probe>;
  close(): Promise<void>;
}

/** Prometheus's text format, comments left out: `name{labels} value` per line. */
function parseSeries(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_][a-z0-9_]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) series.set(match[1]!, Number(match[2]));
  }
  return series;
}

export async function startBlackboxExporter(configText: string): Promise<BlackboxExporter> {
  const binary = requireTool('blackbox');
  const dir = mkdtempSync(join(tmpdir(), 'kaagapay-blackbox-'));
  const config = join(dir, 'blackbox.yaml');
  writeFileSync(config, configText);
  const port = await freePort();
  const child: ChildProcess = spawn(binary, [`--config.file=${config}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${binary} exited (${child.exitCode}) with ${config}: ${stderr}`);
    if (await fetch(`${base}/-/healthy`).then((reply) => reply.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`${binary} did not answer ${base}/-/healthy within 10 s: ${stderr}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const ask = (module: string, target: string, debug: boolean) => fetch(`${base}/probe?${new URLSearchParams({ module, target, ...(debug ? { debug: 'true' } : {}) })}`).then((reply) => reply.text());
  return {
    probe: async (module, target) => {
      const text = await ask(module, target, false);
      return { series: parseSeries(text), debug: await ask(module, target, true) };
    },
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
