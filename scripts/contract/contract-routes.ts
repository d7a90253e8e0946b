// Every route of CONTRACT.md ("Entries and history", "Routes"), with the query the host app would
// send and ids the dev API knows (docs/dev-api.md "Addresses to try", tests/e2e/*.e2e.ts), and the screen each must show.
// Shared by tests/e2e/security-policy.e2e.ts and scripts/perf/lighthouse.ts, so both cover the same pages.

/** The common session parameters (CONTRACT "Session parameters"), as the host app opens every webview page. */
export const sessionQuery = new URLSearchParams({
  appVersion: '1.0.0',
  deviceName: 'Pixel 7',
  deviceId: 'dev-7',
  osVersion: '14',
  sessionId: 'sess-42',
  gps_adid: '38400000-8cf0-11bd-b23e-10b96e40000d',
}).toString();

/** The promotion landing's channel query (tests/e2e/landing.e2e.ts). */
const channel = 'app_from=fb&user_from=promo2026&utm_tag=nov&id=1';

export interface ContractRoute {
  /** Path, query and hash, relative to the server's origin. */
  path: string;
  /** The screen id the page must render (`data-screen`). */
  screen: string;
}

/** Borrower webview pages get the session parameters; the company site and the landing do not. */
const webview = (path: string, screen: string): ContractRoute => ({ path: `${path}${path.includes('?') ? '&' : '?'}${sessionQuery}`, screen });

export const contractRoutes: readonly ContractRoute[] = [
  { path: '/', screen: 'site-home' },
  { path: '/About', screen: 'site-about' },
  { path: '/Policy', screen: 'site-policy' },
  { path: '/Loan', screen: 'site-loan' },
  webview('/bindBank?productId=1', 'bind-bank'),
  webview('/bindBank?productId=1&orderId=10174&source=loanDetail', 'bind-bank'),
  webview('/complaint?orderId=10180', 'complaint'),
  webview('/complainPageNext?orderId=10180&orderNo=KGP2026080100126&problemType=1&typeTitle=Collection&problemSonType=102&sonTitle=Contacting%20my%20family%20or%20references', 'complaint-form'),
  webview('/complaintList', 'complaint-list'),
  webview('/complainDetails?problemId=301', 'complaint-details'),
  webview('/customerService', 'customer-service'),
  webview('/aboutUs', 'about-us'),
  webview('/privacyPolicy', 'privacy-policy'),
  webview('/loanAgreement', 'loan-terms'),
  { path: '/testPreview', screen: 'test-preview' },
  webview('/repaymentInstructions', 'repayment-instructions'),
  webview('/repaymentOfCode?showType=1&payCode=30001101740007&repayAmount=1590000', 'repayment-code'),
  webview(`/repaymentOfCode?showType=2&payCode=30001101740007&repayAmount=1590000&payCodeImg=${encodeURIComponent('/stations/dev-assets/qr-30001101740007.svg')}`, 'repayment-code'),
  // Reads local storage that the repayment page writes; opened alone it shows its empty state.
  webview('/repaymentOfCode2', 'repayment-code-2'),
  webview('/repayment?productId=1&orderId=10174', 'repayment'),
  webview('/repaymentOfPeriod?productId=1&orderId=10174', 'repayment'),
  webview('/repaymentDelay?productId=1&orderId=10174', 'repayment-delay'),
  webview('/loanConfirm?productId=1', 'loan-confirm'),
  webview('/disclosureStatement?productId=2&orderId=10170', 'disclosure-statement'),
  webview('/confirmOfPeriod?productId=2', 'loan-confirm'),
  webview('/loanConfirmNew?productId=2&currencyFlag=1', 'loan-confirm-new'),
  webview('/loginFailure', 'login-failure'),
  webview('/loanDetails?productId=1&orderId=10174', 'loan-details'),
  webview('/order?productId=2&orderId=10200', 'loan-details'),
  webview('/payWay?orderId=10174&amount=1060000&productId=1', 'pay-way'),
  webview('/error?message=Session%20expired', 'error'),
  webview('/carpmm?requestType=1&amount=250000&payCode=88001017', 'carpmm'),
  webview('/faq', 'faq'),
  { path: '/no/such/page', screen: 'not-found' },
  { path: `/promotion/#/?${channel}&links_id=L9`, screen: 'promo-register' },
  { path: `/promotion/#/downloadTemplate?${channel}&down_id=D3`, screen: 'promo-download' },
  { path: `/promotion/#/agreementTemplate?${channel}&links_id=L9`, screen: 'promo-agreement' },
];
