import { all, doesStep, holding, ofType, screenCopy } from './screen-copy';

const copy = screenCopy('loan-details');
const toRepayment = doesStep('navigate', { to: '/repayment' });
const toRollover = doesStep('navigate', { to: '/repaymentDelay' });
// Two buttons open /repayment: the overdue order's is the one beside the rollover button.
const overdue = copy.within('group with the rollover button', all(ofType('stack'), holding(toRollover)));
const overdueRepay = overdue.block('button to /repayment beside the rollover', toRepayment);

/**
 * The order page's action buttons and the rollover's lead-in (screens/loan-details.json), known by
 * where they take the borrower, so a block added to the page changes none of them.
 */
export const orderPage = {
  /** An overdue order's repay button. */
  repay: overdueRepay.label as string,
  rollover: overdue.textOf('rollover button', toRollover, 'label'),
  /** The line that introduces the rollover button. */
  shortOfMoney: overdue.text(`${overdue.before('rollover button', toRollover)}/text`),
  /** A due order's repay button (not overdue). */
  repayment: copy.textOf('button to /repayment outside the overdue group', all(ofType('button'), toRepayment, (block) => block !== overdueRepay), 'label'),
  borrowAgain: copy.textOf('button that opens a product in the app', doesStep('bridge', { action: 'goProduct' }), 'label'),
};
