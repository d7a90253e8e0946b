/**
 * Which screens to open against the contract fixtures (tests/contract/fixtures.ts), what each
 * shows when it has read its replies ("main content", taken from values in the fixtures that
 * both shapes carry), and its main action, described declaratively so a harness can drive it:
 * tap the buttons or links named in `taps`, in order, then expect `call` to be requested (or
 * the address to become `navigatesTo`).
 *
 * The main text never includes money amounts: how money is written is the market's business
 * (src/lib/money.ts), not the contract's.
 */
import { consentBoxes } from '../support/loan-consent';
import { orderPage } from '../support/order-page';
import { actionLabelAt, doesStep, runsAction, screenCopy, shownAt, textAt, textOf } from '../support/screen-copy';

/** The screens' own words the harness taps or reads (the rest are the fixtures' values). */
const loan = textOf('loan-confirm', 'loan button', runsAction('loan'), 'label');
const payInSheet = textAt('fragments/repayment-channels', '/dialogs/channels/footer/0/label');
const repaySteps = (screen: string): Tap[] => [textOf(screen, 'button that opens the payment channels', doesStep('open-dialog', { dialog: 'channels' }), 'label'), { inDialog: payInSheet }];
const { repay, rollover } = orderPage;
const landing = screenCopy('promo-register');
const [mobile, imageCode, smsCode] = ['mobile', 'imgValidate', 'smsCode'].map((name) => landing.label(name)) as [string, string, string];

/**
 * A control to tap, by its text. `{ inDialog }` names one in the dialog the tap before opened: the
 * harness waits for it there, as the dialog's code may still be on its way, and the page behind may
 * hold a control whose text contains the same words ("Payment Method" behind "Payment").
 */
export type Tap = string | { inDialog: string };

export interface ContractScreen {
  /** Screen id (screens/<id>.json). */
  screen: string;
  /** Address to open, with its query. */
  route: string;
  /** "app" (index.html) or "promotion" (/promotion/, hash history). */
  entry: 'app' | 'promotion';
  /** Texts each shown on the screen once its data is read, in either shape. */
  mainText: string[];
  mainAction?: {
    /** Boxes to tick first, by label (the loan consent's start unticked: issue 40). */
    ticks?: readonly string[];
    /** Fields to fill first, by label (the end-to-end test types them; the component test opens app screens only). */
    fills?: Record<string, string>;
    /** The buttons or links to tap, in order: the one whose text is this, else the first whose text contains it. */
    taps: Tap[];
    /** The request the last tap makes, "METHOD /path" without /stations ({provider} as in the fixtures). */
    call?: string;
    /** Or the in-app path the last tap goes to. */
    navigatesTo?: string;
  };
}

export const contractScreens: ContractScreen[] = [
  {
    screen: 'loan-confirm',
    route: '/loanConfirm?productId=1',
    entry: 'app',
    mainText: ['Daily interest 0.03%', '91 days', '1st payment', 'Loan Agreement'],
    mainAction: { ticks: consentBoxes, taps: [loan], call: 'POST /v3/loan-confirm/loan-detail-push' },
  },
  {
    screen: 'loan-confirm',
    route: '/confirmOfPeriod?productId=1',
    entry: 'app',
    mainText: ['Daily interest 0.03%', '91 days', '1st payment'],
    mainAction: { ticks: consentBoxes, taps: [loan], call: 'POST /v3/loan-confirm/loan-detail-push' },
  },
  {
    screen: 'loan-confirm-new',
    route: '/loanConfirmNew?productId=1',
    entry: 'app',
    mainText: ['Kaagapay Cash', '1st payment', 'Loan Agreement'],
    mainAction: { ticks: consentBoxes, taps: ['Get my loan'], call: 'POST /gopia/goya/agos' },
  },
  {
    screen: 'repayment',
    route: '/repayment?productId=1&orderId=10174',
    entry: 'app',
    mainText: ['Kaagapay Cash', 'Order No.', '2026071000125'],
    mainAction: { taps: repaySteps('repayment'), call: 'POST /v3/loan-details/generate-vcode' },
  },
  {
    screen: 'repayment',
    route: '/repaymentOfPeriod?productId=1&orderId=10174',
    entry: 'app',
    mainText: ['Kaagapay Cash', 'Order No.'],
    mainAction: { taps: repaySteps('repayment'), call: 'POST /v3/loan-details/generate-vcode' },
  },
  {
    screen: 'repayment-delay',
    route: '/repaymentDelay?productId=1&orderId=10174',
    entry: 'app',
    mainText: ['Extension fee', 'New due date', 'Kaagapay Cash'],
    mainAction: { taps: repaySteps('repayment-delay'), call: 'POST /v3/loan-details/generate-vcode' },
  },
  {
    screen: 'loan-details',
    route: '/loanDetails?productId=1&orderId=10174',
    entry: 'app',
    mainText: ['Repayment due', 'Loan amount', repay, rollover],
    mainAction: { taps: [repay], navigatesTo: '/repayment' },
  },
  {
    screen: 'complaint',
    route: '/complaint?orderId=10174',
    entry: 'app',
    mainText: ['Kaagapay Cash', 'Collection', 'Repayment problem'],
    mainAction: { taps: ['Repayment problem'], navigatesTo: '/complainPageNext' },
  },
  {
    screen: 'complaint-list',
    route: '/complaintList',
    entry: 'app',
    mainText: ['Processing', 'My payment at 7-Eleven is not shown yet.'],
    mainAction: { taps: ['My payment at 7-Eleven is not shown yet.'], navigatesTo: '/complainDetails' },
  },
  {
    screen: 'complaint-details',
    route: '/complainDetails?problemId=501',
    entry: 'app',
    mainText: ['Collection', 'The collector shouted at me on the phone.'],
  },
  {
    screen: 'complaint-form',
    route: '/complainPageNext?orderId=10174&orderNo=KP2026071000174&problemType=2&typeTitle=Repayment%20problem',
    entry: 'app',
    mainText: ['Repayment problem'],
  },
  {
    screen: 'customer-service',
    route: '/customerService',
    entry: 'app',
    mainText: ['help@kaagapay.ph'],
  },
  {
    screen: 'bind-bank',
    route: '/bindBank?productId=1',
    entry: 'app',
    mainText: ['Bank name', 'Account number', 'Account holder'],
  },
  {
    screen: 'login-failure',
    route: '/loginFailure',
    entry: 'app',
    mainText: ['Login failed: your session has expired.', 'Pera Agad'],
    mainAction: { taps: ['Apply'], call: 'POST /gopia/goya/tulay' },
  },
  {
    screen: 'pay-way',
    route: '/payWay?orderId=10174&amount=567800&productId=1',
    entry: 'app',
    mainText: ['BDO Unibank'],
  },
  {
    screen: 'promo-register',
    route: '/promotion/#/?app_from=fb&user_from=promo2026&utm_tag=nov&id=1&links_id=L9',
    entry: 'promotion',
    mainText: [mobile, imageCode, smsCode],
    // A Filipino number as people type it; the page sends it in the market's one form. The
    // fixture's channel template has no button text: the page's own shows.
    mainAction: { fills: { [mobile]: '0917 123 4567', [imageCode]: 'AB12', [smsCode]: '123456' }, taps: [shownAt('promo-register', actionLabelAt('promo-register', 'apply'), { state: { template: {} } })], call: 'POST /api/v2/{provider}/promotion/register' },
  },
];
