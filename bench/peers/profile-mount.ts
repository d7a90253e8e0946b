// Where a peer-bench page's mount goes (issue 31): loads a page of the harness's build at 4× CPU, as
// its measure step does, with the V8 sampling profiler on from the navigation until N form controls
// are in the page, and prints the processor time by script file (self time of the functions it
// holds), the garbage collector, the engine's own work ("(program)": parsing, compiling, styles and
// layout) and the time it waited ("(idle)": the network). Medians over the runs; nothing asserted.
//
// With --functions early.js, the time of that file is also given by function, named by the source
// map beside it (original file, line and name), when the build has one (issue 44):
//   BENCH_SOURCEMAP=1 npm run bench:peers -- --impls project --runs 1 --sizes 20
//
// With --trace, the renderer's own work is also given by kind (style sheets parsed, styles
// recalculated, layout, paint, script evaluated and compiled), from a Chromium trace of the same
// load: what "(program)" is made of.
//
//   npm run bench:peers                     (writes the harness's build; its log names the folder)
//   npx tsx bench/peers/profile-mount.ts --dist /tmp/peer-bench-run-XXXX/bench-peers/dist --impl project,handwritten --n 20 --runs 5 [--functions early.js]
import { launchChromium, median, optionsOf, phone, probeOf, requirePages, serveBuilds, shortSource, sourceMaps, type Profile, type ProfileNode } from './profile-support';

const option = optionsOf('profile-mount.ts');
const dist = option('dist');
const impls = option('impl', 'project,handwritten').split(',');
const n = Number(option('n', '20'));
const runs = Number(option('runs', '5'));
/** Whether the renderer's work is also given by kind, from a trace (see the comment at the top). */
const traced = process.argv.includes('--trace');
/** The trace events summed for --trace: the main thread's work by kind (durations, so nested kinds overlap: a style recalculation forced by a script is inside its FunctionCall). */
const traceKinds = ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'MajorGC', 'MinorGC'];
/** A script file (its name without the hash) whose time is also shown by function. */
const functionsOf = process.argv.includes('--functions') ? option('functions') : undefined;
requirePages([dist], impls);
const server = await serveBuilds([dist]);
const maps = sourceMaps(server);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Milliseconds by kind of the renderer main thread's events that start before `until` (ms from the navigation's start). */
function traceTimeBy(events: TraceEvent[], until: number): Map<string, number> {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  // The page's own clock starts at its navigation (the last one: the first may be the blank page's).
  const start = events.filter((event) => event.name === 'navigationStart').at(-1)?.ts ?? Math.min(...events.map((event) => event.ts));
  const totals = new Map<string, number>();
  for (const event of events) {
    if (!main || event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X' || !traceKinds.includes(event.name)) continue;
    if ((event.ts - start) / 1000 > until) continue;
    totals.set(`trace: ${event.name}`, (totals.get(`trace: ${event.name}`) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return totals;
}

/** A script's file name without the build's hash. */
const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');

/** Where a line of the --functions file comes from: its original file and line, when the build has maps. */
function placeOf(frame: ProfileNode['callFrame'], line: number): string {
  const original = maps.of(frame.url)?.originalPositionFor({ line, column: line === frame.lineNumber + 1 ? frame.columnNumber : 0 });
  if (!original?.source) return `${frame.functionName || '(anonymous)'} @${line}`;
  return `${frame.functionName || '(top level)'} ${shortSource(original.source)}:${original.line}`;
}

/** Self time (ms) by script file, or by the engine's own node names; with --functions, that file's also by function. */
function selfTimeBy(profile: Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  // The file's time by line: each node's samples shared out by its line ticks (the sampling interval apart).
  if (functionsOf) {
    const perSample = profile.samples.length ? profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000 / profile.samples.length : 0;
    for (const node of profile.nodes) {
      if (!node.callFrame.url || fileOf(node.callFrame.url) !== functionsOf) continue;
      for (const { line, ticks } of node.positionTicks ?? []) {
        const key = `  ${functionsOf}: ${placeOf(node.callFrame, line)}`;
        totals.set(key, (totals.get(key) ?? 0) + ticks * perSample);
      }
    }
  }
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const file = frame?.url ? fileOf(frame.url) : undefined;
    const key = file ?? frame?.functionName ?? '?';
    // A sample's time is the delta to the next sample.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    totals.set(key, (totals.get(key) ?? 0) + ms);
  });
  return totals;
}

const browser = await launchChromium();
try {
  for (const impl of impls) {
    const mounts: number[] = [];
    const byKey = new Map<string, number[]>();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const traceEvents: TraceEvent[] = [];
      if (traced) {
        cdp.on('Tracing.dataCollected', ({ value }) => void traceEvents.push(...(value as unknown as TraceEvent[])));
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
      }
      await page.goto(server.pageOf(0, impl, n), { waitUntil: 'commit' });
      // Polled each frame: the page's own clock when the N-th control is there.
      const mounted = await page.waitForFunction(([count, selector]) => (document.querySelectorAll(`#root :is(${selector})`).length >= count ? performance.now() : false), [n, probeOf(dist, impl).fieldSelector] as const, { polling: 'raf', timeout: 60_000 });
      mounts.push((await mounted.jsonValue()) as number);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      for (const [key, ms] of selfTimeBy(profile)) byKey.set(key, [...(byKey.get(key) ?? []), ms]);
      if (traced) {
        const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
        await cdp.send('Tracing.end');
        await complete;
        for (const [key, ms] of traceTimeBy(traceEvents, mounts.at(-1)!)) byKey.set(key, [...(byKey.get(key) ?? []), ms]);
      }
      await context.close();
    }
    console.log(`\n${impl}, N=${n}, 4× CPU, ${runs} runs: controls in at ${median(mounts).toFixed(0)} ms (median); processor time until then by script file (median self ms):`);
    const rows = [...byKey].map(([key, values]) => [key, median([...values, ...Array<number>(runs - values.length).fill(0)])] as const).sort((a, b) => b[1] - a[1]);
    for (const [key, ms] of rows.filter(([key]) => !key.startsWith('  ') && !key.startsWith('trace: ')).slice(0, 14)) if (ms >= 1) console.log(`  ${key.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms`);
    if (traced) {
      console.log('  the main thread by kind of work, from the trace (median ms; nested kinds overlap):');
      for (const [key, ms] of rows.filter(([key]) => key.startsWith('trace: '))) if (ms >= 1) console.log(`    ${key.slice(7).padEnd(38)} ${ms.toFixed(0).padStart(6)} ms`);
    }
    if (functionsOf) {
      console.log(`  ${functionsOf} by function (median self ms${maps.found() ? ', named by its source map' : '; no source map: BENCH_SOURCEMAP=1 npm run bench:peers'}):`);
      for (const [key, ms] of rows.filter(([key]) => key.startsWith('  ')).slice(0, 20)) if (ms >= 0.5) console.log(`  ${key.trim().slice(functionsOf.length + 2).padEnd(70)} ${ms.toFixed(1).padStart(6)} ms`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
