/**
 * npm run bench [-- --rounds 7 --n 20,100,500]: the renderer (screens/bind-bank.json through the
 * real app) against a hand-written React + react-hook-form + Mantine page of the same fields, in
 * Debian's Chromium with 4× CPU throttling at 390×844. Pages run interleaved (renderer, hand-written,
 * renderer, …), each visit in a fresh browser context. Figures are printed and written to
 * test-results/bench.json; nothing is asserted. It first builds both pages into bench/dist
 * (bench/vite.config.ts, one build per page); --skip-build reuses the last build.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs } from '../tests/e2e/browser';
import { benchFields, requiredMessage } from './card-init-reply';
import { median, visitToSubmit, visitToType, type PageKind, type SubmitVisit, type TypeVisit } from './measure';
import { startBenchServer } from './server';

const LEGEND = [
  'mount      navigation start (performance.timeOrigin) → all N field controls in the DOM, after the next paint (ms)',
  'keystroke  median over 10 digits typed into the first field of keydown → after the next paint (ms)',
  'submit     tap Next on the empty form (click event) → all N required messages in the DOM, after the next paint (ms)',
  'heap       JS heap used after mount, after a forced garbage collection (MB)',
  'js gzip    JS files the page loaded by mount, each gzipped (level 9), summed (KB)',
  'data at    (diagnostic, no target) when the page requested its card-init reply, since navigation start (ms)',
  'Each figure is the median over the rounds; ratio = renderer / hand-written (below 1 = renderer ahead);',
  'target = the issue\'s ratio target, shown for reading only (nothing is asserted).',
];

const PAGES: Record<PageKind, string> = { renderer: '/renderer.html', handwritten: '/handwritten.html' };

interface Samples {
  type: TypeVisit[];
  submit: SubmitVisit[];
}

function options() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '7' },
      n: { type: 'string', default: '20,100,500' },
      'skip-build': { type: 'boolean', default: false },
      // How long the card-init reply takes, for both pages: 0 is the issue's workload; a real API
      // on a mobile network takes hundreds of milliseconds, which the renderer's early calls overlap.
      'api-latency-ms': { type: 'string', default: '0' },
    },
  });
  const rounds = Number(values.rounds);
  const counts = values.n.split(',').map(Number);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds: expected a positive integer, got "${values.rounds}"`);
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--n: expected positive integers separated by commas, got "${values.n}"`);
  const latencyMs = Number(values['api-latency-ms']);
  if (!Number.isInteger(latencyMs) || latencyMs < 0) throw new Error(`--api-latency-ms: expected a whole number of milliseconds, got "${values['api-latency-ms']}"`);
  return { rounds, counts, skipBuild: values['skip-build'], latencyMs };
}

function checkMessages(page: PageKind, n: number, shown: string[]): void {
  const expected = benchFields(n).map(requiredMessage).sort();
  const got = [...shown].sort();
  const wrong = expected.findIndex((m, i) => m !== got[i]);
  if (wrong >= 0) throw new Error(`bench: ${page} at N=${n} shows "${got[wrong]}" where "${expected[wrong]}" was expected`);
}

const figures = {
  mount: { unit: 'ms', pick: (s: Samples) => s.type.map((v) => v.mountMs) },
  keystroke: { unit: 'ms', pick: (s: Samples) => s.type.map((v) => v.keystrokeMs) },
  submit: { unit: 'ms', pick: (s: Samples) => s.submit.map((v) => v.submitMs) },
  heap: { unit: 'MB', pick: (s: Samples) => s.type.map((v) => v.heapBytes / 1024 / 1024) },
  'js gzip': { unit: 'KB', pick: (s: Samples) => s.type.map((v) => v.jsGzipBytes / 1024) },
  'data at': { unit: 'ms', pick: (s: Samples) => s.type.map((v) => v.dataRequestMs) },
} as const;

/** The issue's targets for the ratio, printed beside it for reading (never asserted). */
function target(name: string, n: number): string {
  if (name === 'keystroke') return n === 500 ? '≤ 0.90×' : '≤ 1.00×';
  if (name === 'js gzip') return '≤ 1.05×';
  if (n !== 500) return '';
  return ({ mount: '≤ 0.45×', submit: '≤ 0.12×' } as Record<string, string>)[name] ?? '';
}

function table(n: number, samples: Record<PageKind, Samples>) {
  const rows = Object.entries(figures).map(([name, figure]) => {
    const renderer = median(figure.pick(samples.renderer));
    const handwritten = median(figure.pick(samples.handwritten));
    return { name, unit: figure.unit, renderer, handwritten, ratio: renderer / handwritten, target: target(name, n) };
  });
  const lines = [
    `N = ${n}`,
    `  ${'figure'.padEnd(10)} ${'renderer'.padStart(10)} ${'hand-written'.padStart(13)} ${'ratio'.padStart(7)}  target`,
    ...rows.map((r) => `  ${r.name.padEnd(10)} ${`${r.renderer.toFixed(1)} ${r.unit}`.padStart(10)} ${`${r.handwritten.toFixed(1)} ${r.unit}`.padStart(13)} ${`${r.ratio.toFixed(2)}×`.padStart(7)}  ${r.target}`),
  ];
  return { rows, text: lines.join('\n') };
}

/** Each page is its own production build, so each is chunked as it would be alone. */
async function buildPages(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  for (const page of Object.keys(PAGES)) {
    console.log(`building the ${page} page…`);
    await build({ configFile: resolve(import.meta.dirname, 'vite.config.ts'), mode: page, logLevel: 'error' });
  }
}

async function main() {
  const { rounds, counts, skipBuild, latencyMs } = options();
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
  const root = resolve(import.meta.dirname, 'dist');
  if (!skipBuild) await buildPages(root);
  const outDir = resolve(import.meta.dirname, '../test-results');
  const shotDir = join(outDir, 'bench');
  mkdirSync(shotDir, { recursive: true });
  const server = await startBenchServer(root, { latencyMs });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at start, Chromium ${browser.version()}`;
  console.log(`${command}\nmachine: ${machine}\nrounds: ${rounds}, N: ${counts.join(', ')}, 4× CPU throttling, 390×844, card-init answered after ${latencyMs} ms\n`);
  const results = new Map<number, Record<PageKind, Samples>>(counts.map((n) => [n, { renderer: { type: [], submit: [] }, handwritten: { type: [], submit: [] } }]));
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const n of counts) {
        server.setFieldCount(n);
        const samples = results.get(n) as Record<PageKind, Samples>;
        // Interleaved, A B A B: each page's visits of one kind follow the other page's.
        for (const visit of ['type', 'submit'] as const) {
          for (const page of ['renderer', 'handwritten'] as const) {
            const url = `${server.url}${PAGES[page]}?sessionId=bench`;
            if (visit === 'type') {
              samples[page].type.push(await visitToType(browser, url, n));
            } else {
              const shot = round === 1 && n === Math.min(...counts) ? join(shotDir, `${page}-n${n}-submitted.png`) : undefined;
              const result = await visitToSubmit(browser, url, n, shot);
              checkMessages(page, n, result.messages);
              samples[page].submit.push(result);
            }
          }
        }
        const last = (p: PageKind) => `mount ${samples[p].type.at(-1)?.mountMs.toFixed(0)} ms, key ${samples[p].type.at(-1)?.keystrokeMs.toFixed(1)} ms, submit ${samples[p].submit.at(-1)?.submitMs.toFixed(0)} ms`;
        console.log(`round ${round}/${rounds}, N=${n}: renderer ${last('renderer')} | hand-written ${last('handwritten')}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`\n${LEGEND.join('\n')}\n`);
  const report: Record<string, unknown> = { command, machine, date: new Date().toISOString(), rounds, legend: LEGEND, byN: {} };
  for (const [n, samples] of results) {
    const { rows, text } = table(n, samples);
    console.log(`${text}\n`);
    (report.byN as Record<number, unknown>)[n] = {
      medians: rows,
      samples: Object.fromEntries(
        (['renderer', 'handwritten'] as const).map((p) => [
          p,
          {
            type: samples[p].type,
            submit: samples[p].submit.map(({ messages: _messages, ...rest }) => rest),
          },
        ]),
      ),
    };
  }
  const keystrokes = (page: PageKind) => counts.map((n) => `${median(figures.keystroke.pick((results.get(n) as Record<PageKind, Samples>)[page])).toFixed(1)}`).join(' / ');
  console.log(`keystroke by N (${counts.join(' / ')}): renderer ${keystrokes('renderer')} ms, hand-written ${keystrokes('handwritten')} ms\n`);
  writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures: test-results/bench.json; screenshots after submit: test-results/bench/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
