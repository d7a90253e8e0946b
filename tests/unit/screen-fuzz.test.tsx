import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import market from '../../config/market.json';
import type { Screen } from '../../src/generated/screen';
import { PreviewScreen } from '../../src/storybook/preview-screen';
import { recoveredRender } from '../../src/renderer/recoverable-errors';
import { listScreenFiles, loadMarket, loadSchemaFiles, projectRoot, readScreenSource } from '../../src/compiler/1-parse/files-on-disk';
import { formatProblem } from '../../src/lib/problem';
import { checkScreens } from '../../src/compiler/compile-screens';
import { createSchemaValidator } from '../../src/compiler/1-parse/schema-validator';
import { writeExpressions } from '../../src/compiler/tools/write-expressions';
import { NotExpressible } from '../../src/compiler/shared/expression-printer';
import { fuzzNames, randomData, screenArbitrary, untextable, type FuzzCase } from '../support/screen-arbitraries';

/**
 * Renders generated, schema-valid screens with random data and checks that nothing escapes: no
 * uncaught error, the screen stays mounted with visible text, and every block that fails shows
 * the block boundary's message with a retry. FUZZ_RUNS and FUZZ_SEED change the run.
 */
const schemas = loadSchemaFiles();
const { sessionParams } = loadMarket();
const context = listScreenFiles().map((p) => readScreenSource(p));
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const forcedRuns = Number(process.env.FUZZ_FORCED_RUNS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const messages = market.messages;
const schemaCheck = createSchemaValidator(schemas);

/**
 * The generator builds json-logic; authors write strings. Each generated screen is written as an
 * author would write it, then checked and compiled as npm run validate and the build do, so the
 * fuzz also walks the printer and the parser. Problems, or the compiled document to render.
 */
function asAuthored(document: unknown): { problems: string[]; document?: Record<string, unknown> } {
  const file = 'screens/fuzz.json';
  let source: unknown;
  try {
    source = writeExpressions(document, schemaCheck(document, file).references);
  } catch (error) {
    if (error instanceof NotExpressible) return { problems: [`${file}#: no expression string for it (${error.message})`] };
    throw error;
  }
  const checked = checkScreens([{ file, text: JSON.stringify(source) }], schemas, sessionParams, context);
  return { problems: checked.problems.map(formatProblem), document: checked.documents.get(file) };
}

interface Outcome {
  uncaught: string[];
  mounted: boolean;
  text: string;
  /** The "block failed at runtime" lines the boundaries logged. */
  failures: string[];
  /** Each boundary shown: its text and whether it has the retry button. */
  boundaries: { text: string; retry: boolean }[];
}

/** Renders one screen document with its stored data, the way the app shows any screen, and reports what happened. */
async function renderScreen({ document, stored }: FuzzCase, { timeout = 5000, pressRetry = false } = {}): Promise<Outcome> {
  localStorage.clear();
  sessionStorage.clear();
  for (const [name, value] of Object.entries(stored)) localStorage.setItem(fuzzNames.storageKey(name), JSON.stringify(value));
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => {
    uncaught.push(String(event.error instanceof Error ? event.error.stack : event.message));
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandled rejection: ${String(event.reason instanceof Error ? event.reason.stack : event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const logged: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    try {
      // With the app's own onRecoverableError, as its client-drawn roots have it (src/renderer/recoverable-errors.ts).
      render(<PreviewScreen document={document as unknown as Screen} />, { onRecoverableError: recoveredRender });
      // A query selector, not findByText: matching text over a page of huge strings is slow.
      await waitFor(() => expect(window.document.querySelector(`[data-screen="${fuzzNames.id}"]`)).not.toBeNull(), { timeout });
      // Let effects, the on-load dialog and any deferred renders settle.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      if (pressRetry) {
        // Retry renders the block again: with the same data it fails again, and must be caught again.
        const failed = [...window.document.querySelectorAll<HTMLElement>('[role="alert"]')].filter((alert) => alert.textContent?.includes(messages.blockFailed));
        for (const alert of failed) fireEvent.click(within(alert).getByRole('button', { name: messages.retry }));
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    } catch (error) {
      uncaught.push(String(error instanceof Error ? error.stack : error));
    }
    // The boundary's alert (the frame widget borrows its look for its own message, so match the text).
    const alerts = [...window.document.querySelectorAll<HTMLElement>('[role="alert"]')].filter((alert) => alert.textContent?.includes(messages.blockFailed));
    const boundaries = alerts.map((alert) => ({
      text: alert.textContent ?? '',
      retry: within(alert).queryByRole('button', { name: messages.retry }) !== null,
    }));
    return {
      uncaught,
      mounted: window.document.querySelector(`[data-screen="${fuzzNames.id}"]`) !== null,
      text: (window.document.body.textContent ?? '').trim(),
      failures: logged.filter((line) => line.includes('block failed at runtime')),
      boundaries,
    };
  } finally {
    cleanup();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
}

const tally = { forced: 0, generated: 0, kept: 0, rendered: 0, boundaryTrips: 0, rejectedBy: new Map<string, number>(), trips: [] as { failure: string; document: unknown; stored: unknown }[] };

afterAll(() => {
  const rejected = Object.fromEntries([...tally.rejectedBy].sort((a, b) => b[1] - a[1]).slice(0, 10));
  console.log(`screen fuzz: seed ${seed}, ${tally.generated} screens generated, ${tally.kept} schema-valid kept and rendered, ${tally.boundaryTrips} block failures caught by the boundary; ${tally.forced} screens with a block forced to throw`);
  const out = join(projectRoot, 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'screen-fuzz.json'), `${JSON.stringify({ seed, runs, forcedRuns, forcedCases: tally.forced, generated: tally.generated, kept: tally.kept, rendered: tally.rendered, boundaryTrips: tally.boundaryTrips, mostRejectedAt: rejected, trips: tally.trips.slice(0, 20) }, null, 2)}\n`);
});

/** Runs a property; on failure writes the (long) counterexample to test-results/ and fails with a short message. */
async function check<T>(name: string, property: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  const result = await fc.check(property, { numRuns, seed, endOnFailure: true });
  if (!result.failed) return;
  const out = join(projectRoot, 'test-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${name}-counterexample.json`);
  writeFileSync(file, `${JSON.stringify({ seed: result.seed, path: result.counterexamplePath, counterexample: result.counterexample }, null, 2)}\n`);
  const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  throw new Error(`${name} failed after ${result.numRuns} runs (seed ${result.seed}, path ${result.counterexamplePath}); the screen and data are in ${file}:\n${cause.slice(0, 4000)}`);
}

describe('screen fuzzing', () => {
  it('renders any schema-valid screen with any data without an error escaping its boundary', async () => {
    // The first render loads every widget module; later ones are fast.
    await renderScreen({ document: { id: fuzzNames.id, title: 'Warm-up', routes: [fuzzNames.route], body: [{ type: 'heading', text: fuzzNames.sentinel }] }, stored: {} }, { timeout: 60_000 });
    const arbitrary = screenArbitrary(schemas);
    await check(
      'screen-fuzz',
      fc.asyncProperty(arbitrary, async (fuzz) => {
        tally.generated++;
        const authored = asAuthored(fuzz.document);
        if (!authored.document) {
          // Kept out, and counted: the generator should rarely build an invalid screen.
          for (const line of authored.problems) {
            const where = line.replace(/\/\d+/g, '/N').replace(/:.*$/, '');
            tally.rejectedBy.set(where, (tally.rejectedBy.get(where) ?? 0) + 1);
          }
          return;
        }
        tally.kept++;
        const outcome = await renderScreen({ ...fuzz, document: authored.document });
        tally.rendered++;
        tally.boundaryTrips += outcome.failures.length;
        for (const failure of outcome.failures) tally.trips.push({ failure, document: fuzz.document, stored: fuzz.stored });
        expect(outcome.uncaught.join('\n\n'), 'errors that escaped every boundary').toBe('');
        expect(outcome.mounted, 'the screen is still mounted').toBe(true);
        expect(outcome.text, 'the page shows text').not.toBe('');
        expect(outcome.boundaries.length, 'each logged block failure shows a boundary').toBeGreaterThanOrEqual(outcome.failures.length > 0 ? 1 : 0);
        for (const boundary of outcome.boundaries) expect(boundary.retry, 'the boundary has a retry button').toBe(true);
      }),
      runs,
    );
    expect(tally.kept, 'most generated screens are valid').toBeGreaterThan(runs / 2);
  }, 900_000);

  it('shows the block boundary, with a retry, when a widget is given data it cannot show', async () => {
    // A block that reads text from data.d.bad, which no code can turn into text, put anywhere in a random screen.
    const thrower = fc.record(
      {
        type: fc.constantFrom('heading', 'paragraph', 'badge', 'empty-state', 'button', 'link'),
        read: fc.constantFrom<unknown>({ var: 'data.d.bad' }, { cat: ['Total: ', { var: 'data.d.bad' }] }, { if: [true, { var: 'data.d.bad' }, 'never'] }),
        wrap: fc.constantFrom('none', 'stack', 'card', 'section'),
      },
      { noNullPrototype: true },
    );
    const arbitrary = fc.tuple(screenArbitrary(schemas, { depth: 2 }), thrower, fc.nat(), randomData).map(([fuzz, { type, read, wrap }, at, other]) => {
      const text = type === 'button' || type === 'link' ? { label: read, onTap: [] } : { text: read };
      const block: Record<string, unknown> = { type, ...text };
      const placed = wrap === 'none' ? block : { type: wrap, children: [block] };
      const body = [...(fuzz.document.body as unknown[])];
      // After the sentinel heading, before the generated blocks' end.
      const index = 1 + (at % body.length);
      body.splice(index, 0, placed);
      return { fuzz: { document: { ...fuzz.document, body }, stored: { ...fuzz.stored, d: { bad: untextable(), other } } }, pointer: `/body/${index}` };
    });
    let cases = 0;
    await check(
      'screen-fuzz-forced-throw',
      fc.asyncProperty(arbitrary, async ({ fuzz, pointer }) => {
        const authored = asAuthored(fuzz.document);
        if (!authored.document) return;
        cases++;
        const outcome = await renderScreen({ ...fuzz, document: authored.document }, { pressRetry: true });
        expect(outcome.uncaught.join('\n\n'), 'errors that escaped every boundary').toBe('');
        expect(outcome.mounted, 'the screen is still mounted').toBe(true);
        expect(outcome.text).toContain(fuzzNames.sentinel);
        // The failing block is reported at its place, in the one problem format.
        expect(outcome.failures.some((line) => line.includes(`#${pointer}`)), `a "block failed at runtime" line for ${pointer}`).toBe(true);
        expect(outcome.boundaries.length).toBeGreaterThanOrEqual(1);
        for (const boundary of outcome.boundaries) expect(boundary.retry, 'the boundary has a retry button').toBe(true);
      }),
      forcedRuns,
    );
    tally.forced = cases;
    expect(cases).toBeGreaterThan(forcedRuns / 2);
  }, 900_000);
});
