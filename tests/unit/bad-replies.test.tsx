// vitest: long-running (tests/harness/long-first-sequencer.ts)
/**
 * Generated bad replies for every endpoint of every screen (issue 9). For each endpoint named in
 * screens/*.json, the test finds from the screen document how a user makes the call (opening
 * the screen, or tapping the blocks that lead to it), then answers that call with each bad reply
 * of bad-bodies.ts through the dev API's overrides and checks what the borrower sees: the
 * message (the app's clear error, the server's message for an unknown code, or the screen's own
 * failure text), a way to retry, the loading indicator hidden again, and no crash.
 *
 * The 60 s time-out is simulated by shortening the configured time-out (client.timeoutMs) to
 * 300 ms for the "never answers" reply; the code path is the same.
 * Writes test-results/bad-replies.json and prints a table of bad replies tried per endpoint.
 */
import { compileProject } from '../../src/compiler/compile-project';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/history';
import { replySchemas } from 'virtual:reply-schemas';
import { isSuccess } from '../../src/api/success-rule';
import { App } from '../../src/app/app';
import { createAppServices } from '../../src/app/create-app-services';
import { Landing } from '../../src/app/landing';
import { server } from '../../src/dev-api/node';
import { setReplyOverride } from '../../src/dev-api/overrides';
import market from '../../config/market.json';
import { freshDevApi } from '../harness/fresh-dev-api';
import { badReplies, inlineRefs, type BadReply } from './bad-replies/bad-bodies';
import { findTrigger, type Tap, type Trigger } from './bad-replies/triggers';

type Json = Record<string, unknown>;
const root = join(import.meta.dirname, '../..');
/** The value rules the reply schemas share, for the wrong-type generator to follow their $refs. */
const replyCommon = { 'common/values.json': JSON.parse(readFileSync(join(root, 'schemas/replies/common/values.json'), 'utf8')) };
const SHORT_TIMEOUT_MS = 300;
// How long to wait for something that should happen (a busy, shared machine can be slow); not asserted.
const WAIT_MS = 8000;
// One line per failed query, not a dump of the whole page: the table is the report here.
configure({ getElementError: (message) => new Error(message ?? 'element not found') });

interface EndpointCase {
  file: string;
  document: Json;
  name: string;
  endpoint: { method: string; path: string; success: 'int0' | 'str00'; reply: string };
  trigger: Trigger;
  /** The call step's own failure handling: 'default' toasts the message; 'silent' by design; 'custom' steps. */
  failure: 'default' | 'silent' | 'custom';
}

function callSteps(node: unknown, name: string, out: Json[] = []): Json[] {
  if (Array.isArray(node)) node.forEach((n) => callSteps(n, name, out));
  else if (typeof node === 'object' && node !== null) {
    const step = node as Json;
    if (step.type === 'call' && step.endpoint === name) out.push(step);
    Object.values(step).forEach((v) => callSteps(v, name, out));
  }
  return out;
}

function failureHandling(document: Json, name: string): EndpointCase['failure'] {
  const steps = callSteps(document, name);
  if (steps.length === 0) return 'default';
  const step = steps[0]!;
  if (Array.isArray(step.onFailure)) return step.onFailure.length === 0 ? 'silent' : 'custom';
  return step.continueOnFailure === true ? 'silent' : 'default';
}

// The documents as the runtime reads them (expressions compiled).
const compiled = compileProject(root).documents;
const cases: EndpointCase[] = readdirSync(join(root, 'screens'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => {
    const document = compiled.get(join(root, 'screens', f)) as Json;
    return Object.entries((document.endpoints ?? {}) as Record<string, EndpointCase['endpoint']>).map(([name, endpoint]) => ({
      file: `screens/${f}`,
      document,
      name,
      endpoint,
      trigger: findTrigger(document, name),
      failure: failureHandling(document, name),
    }));
  });

/** Addresses to open the screen at: its scenarios' queries (the states it declares), then none. */
function addresses(document: Json): string[] {
  const route = (document.routes as string[])[0]!;
  const queries = ((document.scenarios ?? []) as { query?: Record<string, string> }[]).map((s) => s.query ?? {});
  return [...new Set([...queries, {}].map((q) => `${route}${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''}`))];
}

// Requests the dev API saw, by path, so a case knows the call was made.
const seen: string[] = [];
const errors: string[] = [];
const onWindowError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
const onRejection = (reason: unknown) => errors.push(`unhandled rejection: ${String(reason)}`);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // open-url steps to other sites: jsdom cannot open windows, and the test does not need one.
  vi.spyOn(window, 'open').mockImplementation(() => null);
  server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
  window.addEventListener('error', onWindowError);
  process.on('unhandledRejection', onRejection);
});

afterAll(() => {
  server.close();
  window.removeEventListener('error', onWindowError);
  process.off('unhandledRejection', onRejection);
});

function reset() {
  freshDevApi();
  seen.length = 0;
  errors.length = 0;
}

function open(document: Json, address: string) {
  const history = createMemoryHistory({ initialEntries: [address] });
  const services = createAppServices(new URL(address, 'http://localhost').search);
  services.client.timeoutMs = SHORT_TIMEOUT_MS;
  const toasts: { kind: string; message: string }[] = [];
  services.toast.subscribe((t) => t && toasts.push({ kind: t.kind, message: t.message }));
  render(document.entry === 'promotion' ? <Landing services={services} history={history} /> : <App services={services} history={history} />);
  return { services, history, toasts };
}

const apiPath = (path: string) => `${market.apiBase}${path.replace(/\{provider\}/g, market.provider)}`;
const called = (path: string) => seen.includes(apiPath(path));

const settled = async () => {
  await waitFor(() => expect(document.querySelector('.screen-state[role="status"]')).toBeNull(), { timeout: WAIT_MS });
};

/** Candidates for a tap: the element with that label, or (computed label) every button and link. */
function tapTargets(label: Tap): HTMLElement[] {
  const clickable = [...document.querySelectorAll<HTMLElement>('button, a, [role="button"], [role="link"]')].filter((el) => !el.closest('[aria-hidden="true"]'));
  if (label === null) return clickable;
  return clickable.filter((el) => el.textContent?.trim() === label);
}

/** Performs the taps of a trigger; `choice` picks which candidate of the last tap (probing). Returns the last element tapped. */
async function tap(labels: Tap[], choice: number, waitMs: number): Promise<HTMLElement | undefined> {
  const user = userEvent.setup();
  let last: HTMLElement | undefined;
  for (const [i, label] of labels.entries()) {
    const targets = await waitFor(() => {
      const found = tapTargets(label);
      if (!found.length) throw new Error(`no element labelled ${label}`);
      return found;
    }, { timeout: waitMs }).catch(() => [] as HTMLElement[]);
    last = i === labels.length - 1 ? targets[choice] : targets[0];
    if (!last) return undefined;
    await user.click(last);
  }
  return last;
}

interface Route {
  address: string;
  choice: number;
  label?: string;
}

/** What tapping through `labels` (the last one's `choice`) on a freshly opened page did: the calls made after the taps, and how many candidates the last tap had. */
interface Probe {
  tapped: boolean;
  label?: string;
  count: number;
  calls: string[];
  /** The whole wait passed with the calls listed: what it did not call, it does not call. */
  whole: boolean;
}

// Several endpoints of a screen are found by the same taps (the landing's four calls, the order
// page's three): each tap is probed once and what it called kept, not probed again for every endpoint
// (discovery was 100 of the file's 130 s).
const probes = new Map<string, Probe>();

async function probeTap(c: EndpointCase, address: string, labels: Tap[], choice: number): Promise<Probe> {
  const key = JSON.stringify([c.file, address, labels, choice]);
  const known = probes.get(key);
  if (known && (known.whole || known.calls.includes(apiPath(c.endpoint.path)))) return known;
  reset();
  open(c.document, address);
  await settled().catch(() => {});
  const count = tapTargets(labels.at(-1) ?? null).length;
  const before = seen.length;
  const element = await tap(labels, choice, 1000);
  if (!element) return { tapped: false, count, calls: [], whole: true };
  const whole = await waitFor(() => expect(called(c.endpoint.path)).toBe(true), { timeout: 1000 }).then(() => false, () => true);
  const probe = { tapped: true, label: element.textContent?.trim(), count, calls: seen.slice(before), whole };
  probes.set(key, probe);
  return probe;
}

/** Finds an address (and, for a computed label, which element) that makes the call, with the dev API answering normally. */
async function discover(c: EndpointCase): Promise<Route | string> {
  if (c.trigger.kind === 'none') return c.trigger.reason;
  const trigger = c.trigger;
  // Opening the screen at its first scenario makes a load call; each case checks the call was made.
  if (trigger.kind !== 'taps') return { address: addresses(c.document)[0]!, choice: 0 };
  for (const address of addresses(c.document)) {
    for (let choice = 0; choice < 40; choice++) {
      const probe = await probeTap(c, address, trigger.labels, choice);
      if (!probe.tapped) break;
      if (probe.calls.includes(apiPath(c.endpoint.path))) return { address, choice, label: probe.label };
      if (choice + 1 >= probe.count) break;
    }
  }
  return `tapping ${trigger.labels.map((l) => l ?? '(computed label)').join(' → ')} made no call: the steps before it stop without input (e.g. form checks, a captcha)`;
}

interface Tried {
  kind: string;
  passed: boolean;
  note?: string;
}
const results: { file: string; endpoint: string; path: string; trigger: string; failure: string; tried: Tried[]; notTriggered?: string }[] = [];

function expectedMessage(c: EndpointCase, bad: BadReply, refusedBySchema: boolean): string | null {
  if (bad.override.never) return market.messages.timeout;
  if (bad.kind === 'unknown code') return 'Unknown code 987654: please try again later.';
  if (bad.override.json !== undefined && !refusedBySchema) return null; // a reply the schema accepts is a success
  return market.messages.badReply;
}

async function tryBadReply(c: EndpointCase, route: Route, bad: BadReply): Promise<void> {
  reset();
  const validate = await replySchemas[c.endpoint.reply]!();
  // Only successful replies are checked against the schema; others fail on their code.
  const json = bad.override.json as { code?: unknown } | undefined;
  const refusedBySchema = json !== undefined && isSuccess(c.endpoint.success, json.code) && !validate(json);
  const expected = expectedMessage(c, bad, refusedBySchema);
  if (c.trigger.kind !== 'taps') setReplyOverride(c.endpoint.path.replace(/\{provider\}/g, market.provider), bad.override);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { services, toasts } = open(c.document, route.address);
  let element: HTMLElement | undefined;
  if (c.trigger.kind === 'taps') {
    await settled();
    setReplyOverride(c.endpoint.path.replace(/\{provider\}/g, market.provider), bad.override);
    // The element found while discovering, by its text: its position can change as the page loads.
    element = await tap(route.label === undefined ? c.trigger.labels : [...c.trigger.labels.slice(0, -1), route.label], 0, WAIT_MS);
  }
  await waitFor(() => expect(called(c.endpoint.path), `the call to ${c.endpoint.path} was made`).toBe(true), { timeout: WAIT_MS });
  // The loading indicator is hidden again: the screen's loading state, a loading toast, a busy button.
  await waitFor(() => {
    expect(document.querySelector('.screen-state[role="status"]'), "the screen's loading state").toBeNull();
    expect(services.toast.current?.kind, 'the loading toast').not.toBe('loading');
    expect(document.querySelector('[data-loading="true"]'), 'a busy button').toBeNull();
  }, { timeout: WAIT_MS });
  const shown = () => [...toasts.filter((t) => t.kind === 'fail').map((t) => t.message), document.body.textContent ?? ''];
  if (expected !== null && c.failure !== 'silent') {
    // Screens with their own failure steps show the spec's own text instead (e.g. the legacy
    // pay-way's 'We could not load your bank cards. Please try again.', or 'error' for a transport failure): any failure toast.
    const ok = () => shown().some((text) => text.includes(expected)) || (c.failure === 'custom' && toasts.some((t) => t.kind === 'fail' && t.message.trim() !== ''));
    await waitFor(() => expect(ok(), `expected "${expected}" to be shown; saw toasts ${JSON.stringify(toasts)}`).toBe(true), { timeout: WAIT_MS });
    // A failed data load shows the screen's failure state with its retry.
    if (c.trigger.kind === 'load') expect([...document.querySelectorAll('button')].some((b) => b.textContent === market.messages.retry && !b.disabled), 'a "Try again" button').toBe(true);
    else if (element && element.isConnected) expect(element.closest('button, a, [role="button"], [role="link"]')).not.toHaveAttribute('disabled');
  }
  // Developers learn which endpoint, schema and field: the client's warning for a refused reply.
  if (refusedBySchema) expect(warn.mock.calls.map((args) => String(args[0])).some((line) => line.includes(`schemas/replies/${c.endpoint.reply}.json`))).toBe(true);
  warn.mockRestore();
  expect(document.body.textContent).not.toContain(market.messages.blockFailed);
  expect(document.body.textContent).not.toContain(market.messages.screenFailed);
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(errors, 'no uncaught error').toEqual([]);
}

describe('bad replies for every endpoint of every screen', () => {
  it('finds the endpoints in screens/', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(Object.keys(replySchemas), `${c.file}#/endpoints/${c.name}/reply`).toContain(c.endpoint.reply);
  });

  for (const c of cases) {
    describe(`${c.file} ${c.name} (${c.endpoint.method} ${c.endpoint.path})`, () => {
      let route: Route | string = 'not yet discovered';
      const record = { file: c.file, endpoint: c.name, path: c.endpoint.path, trigger: c.trigger.kind as string, failure: c.failure, tried: [] as Tried[], notTriggered: undefined as string | undefined };
      results.push(record);
      beforeAll(async () => {
        const started = performance.now();
        route = await discover(c);
        if (process.env.BAD_REPLIES_TIMING) console.log(`discovery ${c.file} ${c.name}: ${Math.round(performance.now() - started)} ms`);
        if (typeof route === 'string') record.notTriggered = route;
        else if (c.trigger.kind === 'taps') record.trigger = `${route.address} → ${[...c.trigger.labels.slice(0, -1), route.label].join(' → ')}`;
        else record.trigger = `open ${route.address}`;
      }, 60000);

      for (const bad of badReplies(inlineRefs(JSON.parse(readFileSync(join(root, 'schemas/replies', `${c.endpoint.reply}.json`), 'utf8')), replyCommon), c.endpoint.success)) {
        it(`${bad.kind}${bad.pointer ? ` at ${bad.pointer}` : ''}`, async (context) => {
          if (typeof route === 'string') context.skip(`not triggered generically: ${route}`);
          const tried: Tried = { kind: bad.kind, passed: false };
          record.tried.push(tried);
          try {
            await tryBadReply(c, route as Route, bad);
            tried.passed = true;
          } catch (error) {
            tried.note = error instanceof Error ? error.message.split('\n')[0] : String(error);
            throw error;
          }
        }, 20000);
      }
    });
  }

  afterAll(() => {
    reset();
    const rows = results.map((r) => `${`${r.file.replace('screens/', '')} ${r.endpoint}`.padEnd(40)} ${String(r.tried.length).padStart(2)} tried ${String(r.tried.filter((t) => t.passed).length).padStart(2)} passed  ${r.notTriggered ? `NOT TRIGGERED: ${r.notTriggered}` : r.trigger}${r.failure === 'silent' ? ' (failure silent by design)' : ''}`);
    console.log(`bad replies tried per endpoint\n${rows.join('\n')}`);
    mkdirSync(join(root, 'test-results'), { recursive: true });
    writeFileSync(join(root, 'test-results/bad-replies.json'), `${JSON.stringify({ endpoints: results.length, triggered: results.filter((r) => !r.notTriggered).length, badRepliesTried: results.reduce((n, r) => n + r.tried.length, 0), timeout: `simulated: client.timeoutMs shortened to ${SHORT_TIMEOUT_MS} ms (configured ${market.httpTimeoutMs} ms)`, results }, null, 2)}\n`);
  });
});
