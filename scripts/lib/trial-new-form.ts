// A new server-driven form as a product person would add it (npm run trial:edits -- new-form, issue
// 43): /contactInfo, whose fields the server sends (as /bindBank's do) and whose values are saved
// to a new endpoint, both declared in the screen with example replies, following docs/new-screen.md
// and screens/bind-bank.json; its Filipino in locales/fil.json; the contract fixtures of its two
// endpoints in tests/contract/replies/ (JSON, as the contract-fixtures test asks for them by name);
// nothing else. No test, case list, story or handler is touched, so the trial shows whether the
// checks (double submits first) take a sending screen they have never seen.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { editFilipinoTexts } from './filipino-catalogue';
import { formatScreenJson } from '../../src/compiler/tools/format-json';
import { contractFixtureFile, contractFixtureText, draftContractFixture, type DraftedFixture } from '../../src/contract/fixtures';

const fieldsPath = '/v3/personal-center/contact-info/fields';
export const savePath = '/v3/personal-center/contact-info/save';

export const newForm = {
  $schema: '../schemas/screen.json',
  $comment: 'Contact details: the server says which details to ask for (contactFields, drawn as /bindBank draws its bank form), the borrower fills them in and they are saved (contactSave).',
  id: 'contact-info',
  title: 'Contact details',
  routes: ['/contactInfo'],
  query: { productId: { description: 'Product the details are asked for.', default: '1' } },
  endpoints: {
    contactFields: {
      method: 'GET',
      path: fieldsPath,
      success: 'int0',
      reply: 'card-init',
      description: 'The fields of the contact form: one item per detail, in the shape of card-init.',
      examples: {
        'three fields': {
          code: 0,
          message: 'success',
          data: {
            items: [
              { code: 'contactName', cate: 'text', title: 'Name of your contact person', subtitle: 'Their full name', value: '', note: [], inputType: '' },
              { code: 'contactMobile', cate: 'text', title: 'Their mobile number', subtitle: 'e.g. 0917 123 4567', value: '', note: [], inputType: 'phone' },
              { code: 'relationship', cate: 'enum', title: 'How you know them', subtitle: 'Pick one', value: '', note: [{ name: 'Parent' }, { name: 'Sibling' }, { name: 'Spouse' }, { name: 'Friend' }], inputType: '' },
            ],
          },
        },
        busy: { code: 1, message: 'Service is busy, please try later' },
      },
    },
    contactSave: {
      method: 'POST',
      path: savePath,
      success: 'int0',
      loadingText: 'Saving...',
      reply: 'no-data',
      description: 'Saves the contact details, each under its field code.',
      examples: {
        saved: { code: 0, message: 'success', data: null },
        'number refused': { code: 2, message: 'Please check the mobile number of your contact person' },
      },
    },
  },
  data: { fields: { endpoint: 'contactFields', params: { productId: 'query.productId' } } },
  form: { draftKey: 'draft.contact-info' },
  body: [
    { type: 'paragraph', text: 'We call this person only if we cannot reach you about your loan.', tone: 'muted', size: 'sm' },
    {
      type: 'server-fields',
      items: 'data.fields.items',
      map: { name: 'code', kind: 'cate', label: 'title', placeholder: 'subtitle', value: 'value', options: 'note', optionLabel: 'name', optionValue: 'name', format: 'inputType' },
      kinds: { text: 'text-field', enum: 'select-picker' },
      formats: { phone: 'phone' },
      requiredMessage: 'Please fill this in',
      pickerConfirmLabel: 'Confirm',
      pickerCancelLabel: 'Cancel',
    },
  ],
  footer: [{ type: 'button', label: 'Save contact', submit: true, onTap: [{ type: 'run', action: 'save' }] }],
  actions: {
    save: [
      {
        type: 'call',
        endpoint: 'contactSave',
        paramsFrom: 'form',
        params: { productId: 'query.productId' },
        onSuccess: [
          { type: 'clear-draft' },
          { type: 'toast', message: 'Contact details saved', kind: 'success' },
          { type: 'navigate', to: '/loanConfirm', replace: true, query: { productId: 'query.productId' } },
        ],
      },
    ],
  },
  scenarios: [
    { name: 'Loaded', query: { productId: '1' } },
    { name: 'Fields not available', query: { productId: '1' }, examples: { contactFields: 'busy' } },
  ],
};

/** The Filipino of every text of the new form, keyed as locales/fil.json keys them. */
export const newFormFilipino: Record<string, string> = {
  'Contact details': 'Contact person',
  'We call this person only if we cannot reach you about your loan.': 'Tatawagan lang namin ang taong ito kung hindi ka namin makontak tungkol sa loan mo.',
  'Please fill this in': 'Pakipunan ito',
  'Save contact': 'I-save ang contact',
  'Contact details saved': 'Na-save na ang contact person',
  Confirm: 'I-confirm',
  Cancel: 'Kanselahin',
  'Saving...': 'Sine-save...',
};

/**
 * The contract fixtures of the two endpoints, drafted as npm run contract-fixture drafts them: each
 * success example in the numbers shape and the strings shape (code and numbers as text).
 */
export function newFormFixtures(): Record<string, DraftedFixture> {
  const [fields, save] = [newForm.endpoints.contactFields, newForm.endpoints.contactSave];
  return {
    [contractFixtureFile(fieldsPath)]: draftContractFixture(fields, fields.examples['three fields'], 'The contact form trial (issue 43): card-init\'s shape'),
    [contractFixtureFile(savePath)]: draftContractFixture(save, save.examples.saved, 'The contact form trial (issue 43): a success flag only'),
  };
}

/** Writes the new form and its contract fixtures into the project at `root` and adds its Filipino (an entry already there keeps its wording). */
export function addNewForm(root: string): string {
  const file = `screens/${newForm.id}.json`;
  writeFileSync(join(root, file), formatScreenJson(newForm));
  for (const [path, fixture] of Object.entries(newFormFixtures())) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contractFixtureText(fixture));
  }
  editFilipinoTexts(root, (texts) => {
    for (const [english, filipino] of Object.entries(newFormFilipino)) texts[english] ??= filipino;
  });
  return file;
}
