/**
 * Issue 60 point 2: every screen that loads data (found in screens/*.json: a new screen is tried
 * by adding its JSON) opened in jsdom with replies generated from its endpoints' reply schemas
 * (tests/support/reply-arbitraries.ts), in the shapes CONTRACT "API" tolerates. For any such reply:
 * no page error, no undefined/NaN/null/[object Object] or unformatted ISO date on the page, an
 * empty list shows its empty state; on the loan confirmations, no loan without consent (agreements
 * listed or not) and none past the caps, and one loan, one truth: the disclosure and its Disclosure
 * Statement state each charge alike. Every request the pages send fits the contract
 * (src/contract/traffic-check.ts, as on the end-to-end host).
 *
 * The screens are tried in two files (tests/unit/generated-replies-*.test.tsx), so that two workers
 * share them: one file was the unit run's longest by far (285 of its 433 s on 2 cores).
 *
 * Reproducible: FAST_CHECK_SEED (default below) and GENERATED_REPLIES_RUNS (replies per screen)
 * change the run; a failure prints the seed, the path and the shrunk replies, and
 * `FAST_CHECK_SEED=<seed> FAST_CHECK_PATH=<path>` replays only that case.
 */
import fc from 'fast-check';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/history';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replySchemas } from 'virtual:reply-schemas';
import { App } from '../../src/app/app';
import { BROWSER_LOG_PREFIX } from '../../src/bridge/bridge';
import { createAppServices } from '../../src/app/create-app-services';
import { Landing } from '../../src/app/landing';
import { server } from '../../src/dev-api/node';
import { setReplyOverride } from '../../src/dev-api/overrides';
import market from '../../config/market.json';
import { freshDevApi } from '../harness/fresh-dev-api';
import { dataScreens, type DataScreen, type LoanConfirmation, type ReplyPath } from './data-screens';
import { replyArbitrary, shownDefect } from './reply-arbitraries';
import { requestContract, type RequestContract } from './request-contract';
import { recordRequests } from './request-log';
import { around, shownText } from './shown-text';
import { doesStep, ofType, screenCopy } from './screen-copy';

const seed = Number(process.env.FAST_CHECK_SEED ?? 60_2026);
const path = process.env.FAST_CHECK_PATH;
// 200 replies a screen (a loan confirmation 320, with its guards): 45–85 ms each in a whole unit run on
// 2 cores (the table printed after the run; 100 a screen took the file 120 s there); GENERATED_REPLIES_RUNS=1000 for a long run.
const runsPerScreen = Number(process.env.GENERATED_REPLIES_RUNS ?? 200);
const loanRuns = Number(process.env.GENERATED_REPLIES_LOAN_RUNS ?? 40);
const WAIT_MS = 8000;
const caps = market.loanCharges.caps;

const requests = recordRequests(server);
let contract: RequestContract;
const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(String(event.error instanceof Error ? event.error.stack : event.message));
const onRejection = (reason: unknown) => errors.push(`unhandled rejection: ${String(reason instanceof Error ? reason.stack : reason)}`);
const timing = new Map<string, { runs: number; ms: number }>();

type Replies = Record<string, unknown>;

/** One generated reply for each endpoint the screen calls on opening, by endpoint name. */
function repliesFor(screen: DataScreen): fc.Arbitrary<Replies> {
  return fc.record(Object.fromEntries(screen.loads.map((e) => [e.name, replyArbitrary(e.reply, { success: e.success, datePaths: screen.datePaths.get(e.name) })])), { noNullPrototype: true });
}

/** Opens the screen with these replies and waits until it shows its data (its layout phase is over). */
async function open(screen: DataScreen, replies: Replies): Promise<void> {
  freshDevApi();
  requests.clear();
  errors.length = 0;
  for (const e of screen.loads) setReplyOverride(e.path, { json: replies[e.name] });
  const history = createMemoryHistory({ initialEntries: [screen.address] });
  const services = createAppServices(new URL(screen.address, 'http://localhost').search);
  render(screen.entry === 'promotion' ? <Landing services={services} history={history} /> : <App services={services} history={history} />);
  await waitFor(
    () => {
      expect(document.querySelector(`[data-screen="${screen.id}"]`), `${screen.address} drawn with its data`).not.toBeNull();
      // An onLoad call (the pay-way's cards, the landing's template) is answered after the screen is drawn.
      for (const e of screen.loads) expect(requests.sent.some((r) => r.path === e.path && r.answered), `${e.method} ${e.path} answered`).toBe(true);
      expect(services.toast.current?.kind, 'the loading toast').not.toBe('loading');
    },
    { timeout: WAIT_MS },
  );
  // What the page does with the last reply: effects, onLoad steps, deferred renders.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
}

/** The invariants every page holds, whatever the reply. */
function expectNoDefectShown(screen: DataScreen, replies: Replies): void {
  expect(errors, 'no page error nor unhandled rejection').toEqual([]);
  const text = shownText();
  expect(text, 'the bad-reply message: the generated reply should be one the schema accepts').not.toContain(market.messages.badReply);
  expect(text).not.toContain(market.messages.blockFailed);
  expect(text).not.toContain(market.messages.screenFailed);
  expect(around(text, shownDefect), 'undefined, NaN, null, [object Object] or an ISO date shown').toBe('');
  for (const list of screen.emptyLists) {
    const value = valueAt(replies[list.endpoint], list.path);
    if (Array.isArray(value) && value.length) continue;
    for (const wanted of list.texts) expect(text, `${list.path} is ${JSON.stringify(value)}: its empty state`).toContain(wanted);
  }
}

/** Every request the page sent fits the OpenAPI document: operation, query, body fields. */
async function expectRequestsFitContract(): Promise<void> {
  const violations = (await Promise.all(requests.sent.map((r) => contract.violations(r)))).flat();
  expect(violations, 'requests outside the contract (dist/openapi.json)').toEqual([]);
}

function valueAt(reply: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (typeof at === 'object' && at !== null && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined), reply);
}

/** A copy of the reply with the value at `path` (objects made on the way, replacing what is not one). */
function withValue(reply: unknown, path: string, value: unknown): unknown {
  const [key, ...rest] = path.split('.');
  const object = typeof reply === 'object' && reply !== null && !Array.isArray(reply) ? (reply as Record<string, unknown>) : {};
  return { ...object, [key!]: rest.length ? withValue(object[key!], rest.join('.'), value) : value };
}

async function check<T>(name: string, arbitrary: fc.Arbitrary<T>, property: (value: T) => Promise<void>, numRuns: number): Promise<void> {
  const started = performance.now();
  let runs = 0;
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        runs++;
        try {
          await property(value);
        } finally {
          cleanup();
        }
      }),
      { seed, numRuns, ...(path ? { path } : {}) },
    );
  } finally {
    const t = timing.get(name) ?? { runs: 0, ms: 0 };
    timing.set(name, { runs: t.runs + runs, ms: t.ms + performance.now() - started });
    freshDevApi();
  }
}

/** The footer's button (Loan), tapped as a borrower taps it; a disabled one takes no tap. */
async function tapLoan(): Promise<void> {
  const button = document.querySelector<HTMLButtonElement>('footer.screen-footer button');
  expect(button, 'the Loan button in the footer').not.toBeNull();
  await userEvent.setup({ pointerEventsCheck: 0 }).click(button!);
  // The push starts within the tap's own steps; a little longer for a dialog's or a check's turn.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

const pushes = (loan: LoanConfirmation) => requests.sent.filter((r) => r.method === loan.push.method && r.path === loan.push.path).map((r) => `${r.method} ${r.path}`);

/** A covered loan (principal and term within the caps' coverage) whose penalty or interest is past its cap. */
function overCapOffer(loan: LoanConfirmation): fc.Arbitrary<(replies: Replies) => Replies> {
  const asText = (n: number) => fc.constantFrom<unknown>(n, String(n));
  return fc
    .record({
      principal: fc.integer({ min: 100_000, max: caps.coveredMaxPrincipal }),
      termDays: fc.integer({ min: 7, max: (caps.coveredMaxMonths - 1) * market.loanCharges.daysPerMonth }),
      breaks: fc.constantFrom('penalty', 'interest', 'both'),
      penaltyOver: fc.double({ min: 0.5, max: 200, noNaN: true }),
      interestFactor: fc.double({ min: 1.2, max: 5, noNaN: true }),
      textual: fc.boolean(),
    })
    .chain((o) => {
      const months = Math.max(1, Math.ceil(o.termDays / market.loanCharges.daysPerMonth));
      const penalty = o.breaks === 'interest' ? caps.penaltyPercentPerMonth : Math.round((caps.penaltyPercentPerMonth + o.penaltyOver) * 100) / 100;
      // Over the nominal cap however a term under a month is counted (as a whole month or pro rata); under it, pro rata.
      const interest = Math.round((o.principal * caps.nominalInterestPercentPerMonth * (o.breaks === 'penalty' ? (0.5 * o.termDays) / market.loanCharges.daysPerMonth : months * o.interestFactor)) / 100);
      return fc.tuple(fc.constant(o), o.textual ? asText(o.principal) : fc.constant(o.principal), asText(penalty), asText(interest)).map(([, principal, penaltyRate, interestValue]) => (replies: Replies) =>
        withFigures(replies, [[loan.principal, principal], [loan.termDays, o.termDays], [loan.penaltyRate, penaltyRate], [loan.interest, interestValue]]),
      );
    });
}

/** The replies with each figure written at its place (objects made on the way). */
function withFigures(replies: Replies, figures: [ReplyPath, unknown][]): Replies {
  return figures.reduce<Replies>((out, [[endpoint, path], value]) => ({ ...out, [endpoint]: withValue(out[endpoint], path, value) }), replies);
}

/** Whether the server listed agreements. */
function agreementsListed(loan: LoanConfirmation, replies: Replies): boolean {
  const agreements = valueAt(replies[loan.agreements[0]], loan.agreements[1]);
  return Array.isArray(agreements) && agreements.length > 0;
}

async function expectNoLoanWithoutConsent(screen: DataScreen & { loan: LoanConfirmation }, replies: Replies): Promise<void> {
  await open(screen, replies);
  await tapLoan();
  expect(pushes(screen.loan), `Loan tapped with no box ticked (agreements: ${JSON.stringify(valueAt(replies[screen.loan.agreements[0]], screen.loan.agreements[1]))})`).toEqual([]);
  await expectRequestsFitContract();
}

/** The disclosure's heading and the link that opens this loan's Disclosure Statement, as the fragment writes them. */
const disclosureCopy = screenCopy('fragments/truth-in-lending');
const disclosureHeading = disclosureCopy.textOf('the disclosure heading', ofType('heading', { level: 2 }));
const statementLink = disclosureCopy.textOf('link to the statement', doesStep('open-dialog', { dialog: 'statement' }), 'label');
const statementTitle = disclosureCopy.dialog('statement').text('/dialogs/statement/title');

/**
 * What a figure's label names, however a page words it: the statement numbers its lines and says more
 * ("1. Amount to be financed (principal)"), the disclosure says less ("Amount financed"). Only the
 * statement's legal form differs in words (BSP Circular 730's), so those three are named here.
 */
function chargeOf(label: string): string {
  const plain = label.replace(/^(\d+|[a-z])\.\s+/, '').replace(/\s*\([^)]*\)$/, '').trim().toLowerCase();
  return ({ 'amount to be financed': 'amount financed', 'total of payments': 'total repayable', 'net proceeds of the loan': 'net proceeds' } as Record<string, string>)[plain] ?? plain;
}

/** Each charge a part of the page states (its dt and dd, after `after` when given), with every value it is given there. */
function statedCharges(root: ParentNode, after?: Element): Map<string, string[]> {
  const charges = new Map<string, string[]>();
  for (const dt of root.querySelectorAll('dt')) {
    if (after && !(after.compareDocumentPosition(dt) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    const value = dt.nextElementSibling?.tagName === 'DD' ? (dt.nextElementSibling.textContent ?? '') : '';
    charges.set(chargeOf(dt.textContent ?? ''), [...(charges.get(chargeOf(dt.textContent ?? '')) ?? []), value].sort());
  }
  return charges;
}

/** A loan's figures as numbers (or their text): interest, one or two fees, the net proceeds and a schedule, so every line of the disclosure and the statement is worked out. */
function numericFigures(loan: LoanConfirmation): fc.Arbitrary<(replies: Replies) => Replies> {
  const amount = (min: number, max: number) => fc.integer({ min, max }).chain((n) => fc.constantFrom<unknown>(n, String(n)));
  const { feeName, amount: amountKey, days } = loan.keys;
  return fc
    .record({
      principal: amount(100_000, 5_000_000),
      interest: amount(0, 2_000_000),
      fees: fc.array(fc.record({ name: fc.constantFrom('Service fee', 'Documentary stamp tax', 'Bayad sa serbisyo'), value: amount(0, 500_000) }), { minLength: 1, maxLength: 2 }),
      netProceeds: amount(50_000, 5_000_000),
      schedule: fc.array(fc.record({ days: fc.integer({ min: 7, max: 180 }), value: amount(1, 3_000_000) }), { minLength: 1, maxLength: 3 }),
    })
    .map((f) => (replies: Replies) =>
      withFigures(replies, [
        [loan.principal, f.principal],
        [loan.interest, f.interest],
        [loan.fees, f.fees.map((fee) => ({ [feeName]: fee.name, [amountKey]: fee.value }))],
        [loan.netProceeds, f.netProceeds],
        [loan.schedule, f.schedule.map((payment) => ({ [days]: payment.days, [amountKey]: payment.value }))],
      ]),
    );
}

/** One loan, one truth: each charge the disclosure and its Disclosure Statement both state has the same amounts in both. */
async function expectOneTruth(screen: DataScreen, replies: Replies): Promise<void> {
  await open(screen, replies);
  const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === disclosureHeading);
  expect(heading, 'the disclosure, its figures being there').toBeDefined();
  const onPage = statedCharges(document, heading);
  const link = [...document.querySelectorAll('button, a')].find((node) => node.textContent === statementLink);
  expect(link, 'the link to this loan\'s Disclosure Statement').toBeDefined();
  await userEvent.setup({ pointerEventsCheck: 0 }).click(link!);
  // Known by its title: another dialog may be open over the page (variant 2's promo, opened on load).
  const dialog = await waitFor(() => {
    const found = [...document.querySelectorAll('[role="dialog"]')].find((node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent === statementTitle);
    expect(found?.querySelector('dt'), 'the statement drawn').toBeTruthy();
    return found!;
  }, { timeout: WAIT_MS });
  const inStatement = statedCharges(dialog);
  const both = [...onPage.keys()].filter((charge) => inStatement.has(charge));
  // The figures are all there, so the two have the amount financed, the finance charges, the net proceeds and the payments in common at least.
  expect(both.length, `charges stated on both: ${both.join(', ')}`).toBeGreaterThanOrEqual(4);
  for (const charge of both) expect(inStatement.get(charge), `"${charge}": the disclosure says ${JSON.stringify(onPage.get(charge))}`).toEqual(onPage.get(charge));
}

/**
 * Tries this part of the screens that load data (every `of`-th, from `part`, in file order) and the
 * loan guards of the loan confirmations among them.
 */
export function triedWithGeneratedReplies(part: number, of: number): void {
  const all = dataScreens();
  const covered = all.covered.filter((_, index) => index % of === part);
  const leftOut = part === 0 ? all.leftOut : [];
  const loanScreens = covered.filter((s): s is DataScreen & { loan: LoanConfirmation } => s.loan !== undefined);

  beforeAll(() => {
    contract = requestContract();
    server.listen({ onUnhandledRequest: 'bypass' });
    // open-url steps to other sites: jsdom cannot open windows.
    vi.spyOn(window, 'open').mockImplementation(() => null);
    // The bridge logs each call it cannot hand to a host app: hundreds of lines saying nothing here.
    const info = console.info.bind(console);
    vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void (String(args[0]).startsWith(BROWSER_LOG_PREFIX) || info(...args)));
    // An offer's or order's link opened in place (open-url with replace) is a navigation jsdom cannot make.
    const error = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void (/^(Error: )?Not implemented: navigation/.test(String(args[0])) || error(...args)));
    window.addEventListener('error', onError);
    process.on('unhandledRejection', onRejection);
  });

  afterAll(() => {
    server.close();
    window.removeEventListener('error', onError);
    process.off('unhandledRejection', onRejection);
    const rows = [...timing].map(([file, t]) => `${file.padEnd(34)} ${String(t.runs).padStart(4)} replies ${(t.ms / 1000).toFixed(1).padStart(6)} s (${Math.round(t.ms / Math.max(1, t.runs))} ms each)`);
    console.log(`generated replies: seed ${seed}${path ? ` path ${path}` : ''}\n${rows.join('\n')}\nnot tried:\n${leftOut.map((l) => `${l.file.padEnd(34)} ${l.reason}`).join('\n')}`);
  });

  describe('screens tried with generated replies', () => {
    it('finds the screens that load data in screens/', () => {
      expect(all.covered.length).toBeGreaterThan(5);
      for (const screen of covered) for (const e of screen.loads) expect(Object.keys(replySchemas), `${screen.file}#/endpoints/${e.name}/reply`).toContain(e.reply);
      expect(all.covered.filter((s) => s.loan !== undefined).map((s) => s.file), 'the loan confirmations (a consent and a write from the footer)').toEqual(expect.arrayContaining(['screens/loan-confirm.json', 'screens/loan-confirm-new.json']));
    });

    it('generates only replies the reply schemas accept', async () => {
      for (const screen of covered) {
        for (const e of screen.loads) {
          const validate = await replySchemas[e.reply]!();
          fc.assert(
            fc.property(replyArbitrary(e.reply, { success: e.success, datePaths: screen.datePaths.get(e.name) }), (reply) => {
              expect(validate(reply), `schemas/replies/${e.reply}.json accepts ${JSON.stringify(reply).slice(0, 400)}`).toBe(true);
            }),
            { seed, numRuns: 200 },
          );
        }
      }
    });

    // The first screen drawn in a worker waits for its modules to be transformed (issue 43).
    beforeAll(async () => {
      const first = covered.find((s) => s.entry === 'app')!;
      await open(first, {}).catch(() => {});
      cleanup();
    }, 90_000);

    for (const screen of covered) {
      it(`${screen.file} at ${screen.address} shows any reply without a defect`, async () => {
        await check(screen.file, repliesFor(screen), async (replies) => {
          await open(screen, replies);
          expectNoDefectShown(screen, replies);
          await expectRequestsFitContract();
        }, runsPerScreen);
      }, 600_000);
    }
  });

  // Issue 60: the consent is asked whatever the server lists (no agreements still means the terms and the
  // privacy consent are agreed to), and an offer past the caps is not taken even with consent given.
  describe('loan guards on the loan confirmations, with generated replies: no loan without consent, none past the caps', () => {
    for (const screen of loanScreens) {
      const loan = screen.loan;
      it(`${screen.file}: no loan without consent, agreements listed`, async () => {
        const listed = repliesFor(screen).filter((replies) => agreementsListed(loan, replies));
        await check(`${screen.file} consent, listed`, listed, (replies) => expectNoLoanWithoutConsent(screen, replies), loanRuns);
      }, 600_000);

      it(`${screen.file}: one loan, one truth: the disclosure and the Disclosure Statement state each charge alike`, async () => {
        await check(`${screen.file} one truth`, fc.tuple(repliesFor(screen), numericFigures(loan)).map(([replies, figures]) => figures(replies)), (replies) => expectOneTruth(screen, replies), loanRuns);
      }, 600_000);

      it(`${screen.file}: no loan without consent when the server lists no agreements`, async () => {
        const none = repliesFor(screen).filter((replies) => !agreementsListed(loan, replies));
        await check(`${screen.file} consent, none listed`, none, (replies) => expectNoLoanWithoutConsent(screen, replies), loanRuns);
      }, 600_000);

      it(`${screen.file}: no loan past the caps, boxes ticked`, async () => {
        // The boxes are there to tick whatever the server lists: a push is then the caps' fault, not the consent's.
        await check(`${screen.file} caps`, fc.tuple(repliesFor(screen), overCapOffer(loan)).map(([replies, overCap]) => overCap(replies)), async (replies) => {
          await open(screen, replies);
          const user = userEvent.setup({ pointerEventsCheck: 0 });
          for (const label of loan.consentBoxes) {
            const box = [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) => input.labels?.[0]?.textContent?.includes(label));
            expect(box, `the consent box "${label}"`).toBeDefined();
            if (!box!.checked) await user.click(box!);
          }
          await tapLoan();
          expect(pushes(loan), 'Loan tapped, boxes ticked, on a covered loan past a cap').toEqual([]);
          await expectRequestsFitContract();
        }, loanRuns);
      }, 600_000);
    }
  });
}
