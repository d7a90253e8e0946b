import { copyOf, doesStep, filled, ofType, screenCopy, showing } from './screen-copy';

const identity = screenCopy('fragments/lender-identity');
const advisory = copyOf(screenCopy('fragments/sec-advisory').document.blocks, 'screens/fragments/sec-advisory.json', '');
/** A text as a reader finds it on the page: its line breaks and runs of spaces as one space. */
const asRead = (template: string) => filled(template).replace(/\s+/g, ' ').trim();

/**
 * What SEC MC 19 s.2019 asks a page to show (screens/fragments/sec-advisory.json and the
 * lender-identity card it holds), read from the fragments: the identity's label and its line of
 * corporate name and numbers, the advisory, and the regulator's pages its links open.
 */
export const secAdvisory = {
  identityLabel: identity.textOf('the identity card', ofType('card'), 'title'),
  identity: asRead(identity.textOf('the identity line', showing('market.company.name'))),
  advisory: asRead(advisory.textOf('the advisory', ofType('paragraph', { weight: 'bold' }))),
  /** Each link to the regulator: its label and the address it opens. */
  regulatorLinks: advisory.everyAt('the links to the regulator', doesStep('open-url')).map((at) => {
    const url = advisory.text(`${at}/onTap/0/url`);
    return { label: filled(advisory.text(`${at}/label`)), url: filled(`{${url}}`) };
  }),
};
