/** Every dev API handler, for the browser worker (browser.ts) and the Node server (node.ts). */
import type { HttpHandler } from 'msw';
import { assetHandlers } from './assets';
import { bindCardHandlers } from './bind-card';
import { complaintHandlers } from './complaints';
import { customerServiceHandlers } from './customer-service';
import { devControlHandlers } from './dev-control';
import { landingHandlers } from './landing';
import { legacyPayWayHandlers } from './legacy-pay-way';
import { loanConfirmHandlers } from './loan-confirm';
import { loanConfirmNewHandlers } from './loan-confirm-new';
import { loanDetailsHandlers } from './loan-details';
import { loginFailureHandlers } from './login-failure';
import { repaymentHandlers } from './repayment';

export const handlers: HttpHandler[] = [
  ...bindCardHandlers,
  ...complaintHandlers,
  ...customerServiceHandlers,
  ...repaymentHandlers,
  ...legacyPayWayHandlers,
  ...landingHandlers,
  ...loanConfirmHandlers,
  ...loanConfirmNewHandlers,
  ...loanDetailsHandlers,
  ...loginFailureHandlers,
  ...assetHandlers,
  ...devControlHandlers,
];
