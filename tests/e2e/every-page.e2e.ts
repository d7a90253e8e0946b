// Every page a borrower can open, in every language of config/market.json, on the production build
// (tests/e2e/global-setup.ts), opened once and checked for all of these (issue 62: the language check
// opened every page again, 136 s of a run):
// - axe-core (issue 30): a serious or critical finding fails the page, and so does a moderate one but for
//   the rules still left open (tests/e2e/axe-audit.ts moderateRulesLeftOpen); the rest (minor ones) are
//   printed, page by page and as a summary at the end, for a person to weigh;
// - its language and formats (issue 61, tests/e2e/page-language.ts): no English on a translated page,
//   no raw date or unformatted amount anywhere.
// Each page is checked as the borrower meets it once its data is drawn; then axe on a few states the
// first screen does not show: dialogs and sheets, forms that refused what was sent, an empty list.
import { afterAll, describe, expect, it } from 'vitest';
import market from '../../config/market.json';
import { sessionQuery } from '../../scripts/contract/contract-routes';
import { actionLabelAt, doesStep, filled, ofType, screenCopy, textAt } from '../support/screen-copy';
import { stayOnPage } from '../support/loan-consent';
import { axeFindings, findingSummary, findingTable, isBlocking, type AxeFinding } from './axe-audit';
import { bankForm } from './bank-form';
import { useBrowser, waitForSettled, type TestPage } from './browser';
import { addressIn, inFilipino } from './in-filipino';
import { languageProblems, languages, pageIn, screenPages, screens, shortName, unformattedIn } from './page-language';

/** Each language's words for an English text of the screens: the test finds buttons by what the page says. */
const catalogues: Record<string, (english: string) => string> = { [market.languages.default]: (english) => english, fil: inFilipino };

/** A text of a screen as the page shows it in `language` (a template filled with `scope`). */
const shownIn = (language: string) => (english: string, scope: Record<string, unknown> = {}) => {
  const words = catalogues[language];
  if (!words) throw new Error(`no words for language "${language}" of config/market.json (expected a helper like inFilipino, tests/e2e/in-filipino.ts, in this file's catalogues)`);
  return filled(words(english), scope);
};

/** Screens that change by themselves after load: wait it out, so axe sees what the borrower then sees. */
const settleMs: Record<string, number> = {
  // The rating dialog opens 3 s after load when the complaint needs a score (SPEC screen 5).
  'complaint-details': 3500,
  // The agreement dialog opens on load, once the data and the dialog code are in (src/renderer/lazy-dialogs.tsx).
  'loan-confirm': 1500,
  'loan-confirm-new': 1500,
};

/** Waits until every open dialog has its name: Mantine names a dialog one effect after it appears, and axe in between reports aria-dialog-name. */
async function namedDialogs(page: TestPage): Promise<void> {
  await page
    .waitForFunction(() => [...document.querySelectorAll('[role="dialog"]')].every((dialog) => dialog.hasAttribute('aria-labelledby') || dialog.hasAttribute('aria-label')), undefined, { timeout: 3000 })
    // A dialog that never gets a name is axe's to report.
    .catch(() => undefined);
}

/** Waits until no transition is under way: a dialog fading in has no final colours yet (an endless one, a spinner, never ends). */
async function stillAnimations(page: TestPage): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}

async function openSettled(path: string, screen: string): Promise<TestPage> {
  const page = await browser.open(path);
  await page.locator(`[data-screen="${screen}"]`).first().waitFor();
  await waitForSettled(page);
  await page.waitForTimeout(settleMs[screen] ?? 0);
  await namedDialogs(page);
  await stillAnimations(page);
  return page;
}

/** The findings of every page that fail nothing, for the summary after the last one. */
const noted: { page: string; finding: AxeFinding }[] = [];

/** Runs axe, prints what it found, and fails on a finding tests/e2e/axe-audit.ts isBlocking names. */
async function audit(page: TestPage, name: string): Promise<void> {
  await stillAnimations(page);
  const findings = await axeFindings(page);
  const blocking = findings.filter(isBlocking);
  const rest = findings.filter((finding) => !isBlocking(finding));
  noted.push(...rest.map((finding) => ({ page: name, finding })));
  if (rest.length) console.log(`axe ${name}: ${rest.length} left open (minor, or moderate of a rule left open)\n${findingTable(rest)}`);
  expect(blocking.length ? `\n${findingTable(blocking)}` : '', `${name}: serious, critical or held-at-zero moderate axe findings`).toBe('');
  expect(page.errors, `${name}: page errors`).toEqual([]);
}

const browser = useBrowser();

afterAll(() => {
  if (noted.length) console.log(`axe, findings left open (not failures), by rule:\n${findingSummary(noted)}`);
});

describe('every page in every language: axe, its language, its dates and amounts (production build)', () => {
  it('checks every screen, at least one address each', () => {
    expect(new Set(screenPages.map((page) => page.screen.id))).toEqual(new Set(screens.map((screen) => screen.id)));
  });

  it('finds a raw date or amount, and lets the formatted ones through', () => {
    expect(unformattedIn('2027-03-05\nDue sa Mar 5, 2027\n2026-10-28 14:32\nHalaga 15900.00\n₱15,900.00\nRef 2026071000125')).toEqual([
      'a raw date "2027-03-05"  ←  2027-03-05',
      'a raw date "2026-10-28 14:32"  ←  2026-10-28 14:32',
      'an amount without ₱ and its groups "15900.00"  ←  Halaga 15900.00',
    ]);
  });

  const cases = screenPages.flatMap(({ screen, path }) => languages.map((language) => [shortName(pageIn(path, language)), screen, path, language] as const));

  it.each(cases)('%s', async (name, screen, path, language) => {
    const page = await openSettled(pageIn(path, language), screen.id);
    const { english, unformatted } = await languageProblems(page, screen, path, language);
    expect(english, `English on ${screen.id} in ${language} (outside a part marked lang="${market.languages.default}")`).toEqual([]);
    expect(unformatted, `raw dates or amounts on ${screen.id} in ${language}`).toEqual([]);
    await audit(page, name);
  });
});

interface StateCase {
  /** The page to start from (without the language), and the screen it shows. */
  path: string;
  screen: string;
  /** Brings the page to the state, as a borrower would; `say` gives a screen's text in the page's language. */
  reach(page: TestPage, say: ReturnType<typeof shownIn>): Promise<void>;
}

const orderPicker = screenCopy('complaint').block('button opening the order picker', (block) => block.type === 'button' && JSON.stringify(block.onTap).includes('"orders"'));
const examplePicture = screenCopy('repayment-instructions').block('picture opening the preview', (block) => block.type === 'image' && JSON.stringify(block.onTap).includes('"preview"'));
const landing = screenCopy('promo-register');
const statementLink = screenCopy('fragments/truth-in-lending').textOf('link to the statement', doesStep('open-dialog', { dialog: 'statement' }), 'label');
const getCode = landing.block('Get code button', (block) => block.type === 'button' && JSON.stringify(block.onTap).includes('"sendSms"'));

/** Beyond each route's first screen: a dialog or sheet open, a form with its errors shown, an empty list. */
const states: Record<string, StateCase> = {
  'bind bank: sent empty, every field says what it needs': {
    path: `/bindBank?productId=1&${sessionQuery}`,
    screen: 'bind-bank',
    async reach(page, say) {
      await page.getByRole('button', { name: say(bankForm.next) }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  'bind bank: the bank picker sheet': {
    path: `/bindBank?productId=1&${sessionQuery}`,
    screen: 'bind-bank',
    async reach(page) {
      await page.getByRole('button', { name: bankForm.fieldInAnyLanguage('bankName') }).click();
      await page.getByRole('dialog').getByText('BPI', { exact: true }).waitFor();
    },
  },
  'complaint form: sent empty, the toast says what is missing': {
    path: `/complainPageNext?orderId=10180&orderNo=KGP2026080100126&problemType=2&typeTitle=Repayment&${sessionQuery}`,
    screen: 'complaint-form',
    async reach(page, say) {
      await page.getByRole('button', { name: say(textAt('complaint-form', actionLabelAt('complaint-form', 'send'))) }).click();
      await page.getByTestId('toast').waitFor();
    },
  },
  'complaint list: no complaints in either tab': {
    path: `/complaintList?${sessionQuery}`,
    screen: 'complaint-list',
    async reach(page, say) {
      await page.evaluate(() => sessionStorage.setItem('devapi.overrides', JSON.stringify({ '/user-problem/problem-list': { json: { code: '00', data: { tabs: [{ title: 'Pending', status: 1, list: [] }, { title: 'Processed', status: 2, list: [] }] } } } })));
      await page.reload();
      await page.getByText(say(screenCopy('complaint-list').within('the list of a tab', ofType('repeat', { items: 'item.list' })).textOf('empty tab', ofType('empty-state')))).waitFor();
      await waitForSettled(page);
    },
  },
  'loan confirm: the point-out dialog on the host app’s back': {
    path: `/loanConfirm?productId=1&${sessionQuery}`,
    screen: 'loan-confirm',
    async reach(page, say) {
      await page.locator('[data-screen="loan-confirm"]').waitFor();
      await page.evaluate(() => (window as unknown as { nativeBack(): void }).nativeBack());
      await page.getByRole('dialog').getByRole('button', { name: say(stayOnPage) }).waitFor();
    },
  },
  'loan confirm: this loan’s Disclosure Statement full screen over the disclosure': {
    path: `/loanConfirm?productId=2&${sessionQuery}`,
    screen: 'loan-confirm',
    async reach(page, say) {
      await page.getByRole('button', { name: say(statementLink), exact: true }).click();
      await page.getByRole('dialog').locator('dt').first().waitFor();
      await waitForSettled(page);
    },
  },
  'complaint: the order picker sheet': {
    path: `/complaint?orderId=10180&${sessionQuery}`,
    screen: 'complaint',
    async reach(page, say) {
      await page.getByRole('button', { name: say(orderPicker.label as string), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await waitForSettled(page);
    },
  },
  'repayment instructions: an example picture full screen': {
    path: `/repaymentInstructions?${sessionQuery}`,
    screen: 'repayment-instructions',
    async reach(page, say) {
      await page.getByRole('button', { name: say(examplePicture.alt as string) }).click();
      await page.getByRole('dialog').waitFor();
      await waitForSettled(page);
    },
  },
  'company site: the contact dialog sent empty': {
    path: '/',
    screen: 'site-home',
    async reach(page, say) {
      await page.getByRole('button', { name: say(textAt('fragments/site-header', '/dialogs/contact/title')), exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: say(textAt('fragments/site-header', actionLabelAt('fragments/site-header', 'contactSubmit'))) }).click();
      await page.getByTestId('toast').waitFor();
    },
  },
  'landing: a wrong image code, the server’s message under the field': {
    path: '/promotion/#/?app_from=fb&user_from=promo2026&utm_tag=nov&id=1&links_id=L9',
    screen: 'promo-register',
    async reach(page, say) {
      await page.getByRole('textbox', { name: say(landing.label('mobile')) }).fill('0917 123 4567');
      await page.getByRole('textbox', { name: say(landing.label('imgValidate')) }).fill('0000');
      await page.getByRole('button', { name: say(getCode.label as string, { state: { smsLeft: 0 } }) }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
};

describe('axe-core on the states beyond the first screen, in every language (production build)', () => {
  const cases = Object.entries(states).flatMap(([name, state]) => languages.map((language) => [`${name} (${language})`, state, language] as const));

  it.each(cases)('%s', async (name, state, language) => {
    const page = await openSettled(addressIn(state.path, language), state.screen);
    await state.reach(page, shownIn(language));
    await audit(page, name);
  });
});
