import { ACCOUNT_NOT_FOUND, cardField } from '../../src/dev-api/bind-card';
import market from '../../config/market.json' with { type: 'json' };
import { escaped, filled, screenCopy, startingWith } from './screen-copy';
import { overrideOf } from '../../src/widgets/server-fields/server-field-item';
import type { ServerFieldsBlock } from '../../src/generated/screen';

const copy = screenCopy('bind-bank');
const fields = copy.block('server-fields block', (block) => block.type === 'server-fields');
const override = (code: string) => overrideOf(fields as unknown as ServerFieldsBlock, { ...cardField(code) });

/** What the borrower sees as the field's label: the screen's override over card-init's title (issue 43). */
function shown(code: string): string {
  const label = override(code)?.label;
  return typeof label === 'string' && label ? filled(label, { item: cardField(code) }) : cardField(code).title;
}

/**
 * The bank form's words (screens/bind-bank.json; the fields' titles come from card-init, here the
 * dev API's src/dev-api/bind-card.ts): the tests of /bindBank find its parts by these.
 */
export const bankForm = {
  copy,
  /** The form's submit button (the footer's). */
  next: copy.block('submit button', (block) => block.type === 'button' && block.submit === true).label as string,
  confirm: fields.pickerConfirmLabel as string,
  cancel: fields.pickerCancelLabel as string,
  /** The title card-init gives the field `code`, which a field's label or a picker's button starts with. */
  field: (code: string) => startingWith(shown(code)),
  /** The same, in whichever language the page asked card-init's titles in (the server answers the page's language). */
  fieldInAnyLanguage: (code: string) => new RegExp(`^(${market.languages.choices.map((choice) => escaped(cardField(code, choice.code).title)).join('|')})`),
  title: (code: string) => shown(code),
  hint: (code: string) => cardField(code).subtitle,
  /** The label of the account type's option `value` (1 bank account, 2 e-wallet). */
  cardType: (value: number) => ((copy.block('account type', (block) => block.name === 'cardType').options as { label: string; value: number }[]).find((o) => o.value === value)?.label ?? ''),
  requiredTemplate: fields.requiredMessage as string,
  /** The message the screen shows when the field is left empty. */
  required: (code: string) => {
    const own = override(code)?.required;
    return filled(typeof own === 'string' ? own : (fields.requiredMessage as string), { item: cardField(code) });
  },
  accountNotFound: ACCOUNT_NOT_FOUND,
};
