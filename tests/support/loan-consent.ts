import { all, doesStep, screenCopy } from './screen-copy';

/**
 * The loan consent's agreement dialog (screens/fragments/loan-consent.json) and its Agree button:
 * of the two buttons that close it, the one that does not go back as well, whatever their order.
 */
const agreement = screenCopy('fragments/loan-consent').dialog('agreement');
export const agreeToAgreement = agreement.textOf('agree button (closes, stays)', all(doesStep('close-dialog', { dialog: 'agreement' }), (block) => !doesStep('back')(block)), 'label');
