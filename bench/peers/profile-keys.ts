// Where a peer-bench page's keystrokes and submit go (issue 64): loads a page of the harness's build
// at 4× CPU, as its measure step does, types the harness's keys into the first field (4081234567,
// then Ctrl+A and Backspace) and clicks submit on the empty form, with the V8 sampling profiler on
// during each, and prints per keystroke and per submit: the key JS (keydown until the input
// event's listeners are done, as the harness's probe measures it), the submit DOM time (the click
// until the N messages are in the page), and the processor time by function, self and total (the
// functions it calls), named by the source map beside the build when it has one. Medians over the
// runs; nothing asserted. Also the submit's paint: the click until the end of the first frame after
// the messages, as the harness's probe has it.
//
// With --dist a,b (two builds, e.g. before and after a change, each written by the harness's
// scripts/build.mjs) the pages of each are loaded in turn, run by run, so that the machine's drift
// hits both alike. With --measure the profiler stays off (it slows the page down): figures only.
//
//   BENCH_SOURCEMAP=1 npm run bench:peers -- --impls handwritten,project --runs 1 --sizes 20   (its log names the folder)
//   npx tsx bench/peers/profile-keys.ts --dist /tmp/peer-bench-run-XXXX/bench-peers/dist --impl project,handwritten --n 20 --runs 5 [--top 25] [--only src/] [--measure]
import type { Page } from 'playwright-core';
import { launchChromium, median, optionsOf, phone, probeOf, requirePages, serveBuilds, shortSource, sourceMaps, type Profile, type ProfileNode } from './profile-support';

const option = optionsOf('profile-keys.ts');
const dists = option('dist').split(',');
/** The profiler off: the figures only. */
const measureOnly = process.argv.includes('--measure');
const impls = option('impl', 'project,handwritten').split(',');
const n = Number(option('n', '20'));
const runs = Number(option('runs', '5'));
const top = Number(option('top', '25'));
/** Only functions whose name or place holds this (e.g. src/ for the project's own). */
const only = process.argv.includes('--only') ? option('only') : undefined;
/** The harness's keys (its scripts/measure.mjs KEYS), then the clearing. */
const keys = '4081234567';
const keystrokes = keys.length + 1;
requirePages(dists, impls);
const server = await serveBuilds(dists);
const maps = sourceMaps(server);

/** A function's name and where it comes from: its original file and line when the build has maps, else its script file. */
function nameOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '?';
  const original = maps.of(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const name = frame.functionName || '(anonymous)';
  if (!original?.source) return `${name} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
  return `${name} ${shortSource(original.source)}:${original.line}`;
}

/** Self and total milliseconds by function (a function on the stack twice counts once in its total). */
function timeBy(profile: Profile): { self: Map<string, number>; total: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const names = new Map(profile.nodes.map((node) => [node.id, nameOf(node.callFrame)]));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const key = names.get(id)!;
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined && nodes.has(at); at = parents.get(at)) {
      const name = names.get(at)!;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  return { self, total };
}

/** Two frames later: what the last input started has been drawn. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

const browser = await launchChromium();
/** Chromium's counters of the main thread's work (CDP Performance.getMetrics), in ms, kept for the submit. */
const workKinds = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

interface Figures {
  /** The submit's main-thread work by kind, from the click to the frame after its messages. */
  submitWork: Map<string, number[]>;
  keyJs: number[];
  submitDom: number[];
  submitPaint: number[];
  keys: { self: Map<string, number[]>; total: Map<string, number[]> };
  submit: { self: Map<string, number[]>; total: Map<string, number[]> };
}
const add = (into: Map<string, number[]>, from: Map<string, number>, per: number) => {
  for (const [key, ms] of from) into.set(key, [...(into.get(key) ?? []), ms / per]);
};

/** One page load of one build: keystrokes, clearing, submit. */
async function load(at: number, impl: string, figures: Figures): Promise<void> {
  const probe = probeOf(dists[at]!, impl);
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const bench = { keys: [] as number[], keydownAt: 0, click: 0, shown: 0, painted: 0 };
      (window as unknown as { profileKeys: typeof bench }).profileKeys = bench;
      addEventListener('keydown', (event) => void (bench.keydownAt = event.timeStamp), true);
      addEventListener('input', () => void bench.keys.push(performance.now() - bench.keydownAt), false);
      addEventListener('click', (event) => void (bench.click = event.timeStamp), true);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Performance.enable');
    const work = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      return new Map(metrics.filter(({ name }) => (workKinds as readonly string[]).includes(name)).map(({ name, value }) => [name, value * 1000]));
    };
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const profiled = async (what: () => Promise<void>): Promise<Profile | null> => {
      if (measureOnly) {
        await what();
        return null;
      }
      await cdp.send('Profiler.start');
      await what();
      return ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
    };
    await page.goto(server.pageOf(at, impl, n), { waitUntil: 'commit' });
    await page.waitForFunction(([count, selector]) => document.querySelectorAll(`#root :is(${selector})`).length >= count, [n, probe.fieldSelector] as const, { polling: 'raf', timeout: 60_000 });
    await page.waitForTimeout(1500);
    await page.focus(probe.firstFieldSelector);
    await frames(page);
    const keyProfile = await profiled(async () => {
      for (const key of keys) {
        await page.keyboard.press(key);
        await frames(page);
      }
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await frames(page);
    });
    figures.keyJs.push(...(await page.evaluate(() => (window as unknown as { profileKeys: { keys: number[] } }).profileKeys.keys)));
    if (keyProfile) {
      const { self, total } = timeBy(keyProfile);
      add(figures.keys.self, self, keystrokes);
      add(figures.keys.total, total, keystrokes);
    }
    await page.locator(probe.submitSelector).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const box = (await page.locator(probe.submitSelector).first().boundingBox())!;
    // The harness's count (its probe): the messages in the page, on each change of it; then the end of the next frame.
    await page.evaluate((count) => {
      const bench = (window as unknown as { profileKeys: { shown: number; painted: number } }).profileKeys;
      const observer = new MutationObserver(() => {
        if (document.evaluate("count(//text()[starts-with(., 'Please ')])", document, null, XPathResult.NUMBER_TYPE, null).numberValue < count) return;
        bench.shown = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => void (bench.painted = performance.now());
          channel.port2.postMessage(0);
        });
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, n);
    const workBefore = await work();
    const submitProfile = await profiled(async () => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => (window as unknown as { profileKeys: { painted: number } }).profileKeys.painted, undefined, { polling: 'raf', timeout: 60_000 });
      await frames(page);
    });
    const workAfter = await work();
    for (const [name, ms] of workAfter) figures.submitWork.set(name, [...(figures.submitWork.get(name) ?? []), ms - (workBefore.get(name) ?? 0)]);
    const submitted = await page.evaluate(() => (window as unknown as { profileKeys: { click: number; shown: number; painted: number } }).profileKeys);
    figures.submitDom.push(submitted.shown - submitted.click);
    figures.submitPaint.push(submitted.painted - submitted.click);
    if (submitProfile) {
      const { self, total } = timeBy(submitProfile);
      add(figures.submit.self, self, 1);
      add(figures.submit.total, total, 1);
    }
  } finally {
    await context.close();
  }
}

try {
  const all = dists.flatMap((_, at) => impls.map((impl) => ({ at, impl, figures: { submitWork: new Map(), keyJs: [], submitDom: [], submitPaint: [], keys: { self: new Map(), total: new Map() }, submit: { self: new Map(), total: new Map() } } as Figures })));
  for (let run = 0; run < runs; run++) for (const { at, impl, figures } of all) await load(at, impl, figures);
  for (const { at, impl, figures } of all) {
    const where = dists.length > 1 ? ` (${dists[at]})` : '';
    console.log(`\n${impl}${where}, N=${n}, 4× CPU, ${runs} runs${measureOnly ? '' : ', profiled'}: key JS ${median(figures.keyJs).toFixed(1)} ms (median of ${figures.keyJs.length} keystrokes), submit DOM ${median(figures.submitDom).toFixed(1)} ms, submit paint ${median(figures.submitPaint).toFixed(1)} ms (medians)`);
    console.log(`  submit's main-thread work (click to frame and two more, median ms): ${workKinds.map((name) => `${name.replace('Duration', '')} ${median(figures.submitWork.get(name) ?? []).toFixed(1)}`).join(', ')}`);
    console.log(`  submit DOM by run: ${figures.submitDom.map((ms) => ms.toFixed(0)).join(' ')}; submit paint by run: ${figures.submitPaint.map((ms) => ms.toFixed(0)).join(' ')}`);
    if (measureOnly) continue;
    for (const [what, per] of [['keys', 'per keystroke'], ['submit', 'per submit']] as const) {
      for (const kind of ['self', 'total'] as const) {
        console.log(`  ${what}: ${kind} ms ${per} by function (median over the runs):`);
        const rows = [...figures[what][kind]].filter(([key]) => !only || key.includes(only)).map(([key, values]) => [key, median([...values, ...Array<number>(runs - values.length).fill(0)])] as const).sort((a, b) => b[1] - a[1]);
        for (const [key, ms] of rows.slice(0, top)) if (ms >= 0.05) console.log(`    ${ms.toFixed(2).padStart(7)}  ${key}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
