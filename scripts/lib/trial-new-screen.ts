// A new screen as a product person would add it (npm run trial:edits -- new-screen): one JSON file
// in screens/ made from the patterns of the existing ones (a form of the kinds bind-bank and
// complaint-form use, a text computed from its values), its Filipino in locales/fil.json, and
// nothing else: no test, story, budget or route list is touched, so the trial shows whether the
// checks take a screen they have never seen.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editFilipinoTexts } from './filipino-catalogue';
import { formatScreenJson } from '../../src/compiler/tools/format-json';

export const newScreen = {
  $schema: '../schemas/screen.json',
  $comment: 'A loan planner: the borrower picks an amount and a term and sees what they would repay, before applying.',
  id: 'loan-planner',
  title: 'Plan your loan',
  routes: ['/loanPlanner'],
  query: { productId: { description: 'Product the plan is for.', default: '1' } },
  form: { draftKey: 'draft.loan-planner' },
  body: [
    { type: 'paragraph', text: 'Choose an amount and a term to see what you would repay.', tone: 'muted', size: 'sm' },
    {
      type: 'number-field',
      name: 'amount',
      label: 'Amount you need',
      placeholder: '₱1,000 to ₱25,000',
      money: true,
      step: 50000,
      min: { value: 100000, message: 'The smallest loan is ₱1,000.00' },
      max: { value: 2500000, message: 'The largest loan is ₱25,000.00' },
      rules: { required: 'Please enter the amount you need' },
    },
    {
      type: 'segmented',
      name: 'term',
      label: 'Repay in',
      options: [
        { label: '7 days', value: 7 },
        { label: '14 days', value: 14 },
        { label: '30 days', value: 30 },
      ],
      default: 14,
    },
    {
      type: 'text-field',
      name: 'purpose',
      label: 'What the loan is for',
      placeholder: 'e.g. school fees',
      rules: { required: 'Please tell us what the loan is for', maxLength: { value: 60, message: 'Please keep it within 60 characters' } },
    },
    {
      type: 'card',
      when: 'form.amount',
      children: [
        { type: 'paragraph', text: "You repay {money(form.amount + form.amount * form.term / 1000)} on {date(add_days(now(), form.term), 'MMM D, YYYY')}", weight: 'bold' },
        { type: 'paragraph', text: 'A service fee of {money(form.amount * form.term / 1000)} is included.', size: 'sm', tone: 'muted' },
      ],
    },
  ],
  footer: [{ type: 'button', label: 'Apply for this loan', submit: true, onTap: [{ type: 'navigate', to: '/loanConfirm', query: { productId: 'query.productId' } }] }],
};

/** The Filipino of every text of the new screen, keyed as locales/fil.json keys them (placeholders numbered). */
export const newScreenFilipino: Record<string, string> = {
  'Plan your loan': 'Planuhin ang loan mo',
  'Choose an amount and a term to see what you would repay.': 'Pumili ng halaga at term para makita kung magkano ang babayaran mo.',
  'Amount you need': 'Halagang kailangan mo',
  '₱1,000 to ₱25,000': '₱1,000 hanggang ₱25,000',
  'The smallest loan is ₱1,000.00': 'Ang pinakamaliit na loan ay ₱1,000.00',
  'The largest loan is ₱25,000.00': 'Ang pinakamalaking loan ay ₱25,000.00',
  'Please enter the amount you need': 'Ilagay ang halagang kailangan mo',
  'Repay in': 'Bayaran sa loob ng',
  '7 days': '7 araw',
  '14 days': '14 na araw',
  '30 days': '30 araw',
  'What the loan is for': 'Para saan ang loan',
  'e.g. school fees': 'hal. bayad sa eskuwela',
  'Please tell us what the loan is for': 'Sabihin sa amin kung para saan ang loan',
  'Please keep it within 60 characters': 'Hanggang 60 character lang',
  'You repay {1} on {2}': 'Sa {2}, babayaran mo ang {1}',
  'A service fee of {1} is included.': 'Kasama na ang service fee na {1}.',
  'Apply for this loan': 'Mag-apply para sa loan na ito',
};

/** Writes the new screen into the project at `root` and adds its Filipino (an entry already there keeps its wording). */
export function addNewScreen(root: string): string {
  const file = `screens/${newScreen.id}.json`;
  writeFileSync(join(root, file), formatScreenJson(newScreen));
  editFilipinoTexts(root, (texts) => {
    for (const [english, filipino] of Object.entries(newScreenFilipino)) texts[english] ??= filipino;
  });
  return file;
}
