// A new server-driven form as a product person would add it (npm run trial:edits -- new-form, issues
// 43 and 62): /contactInfo, whose fields the server sends (as /bindBank's do: text, a choice, a city
// and a day) and whose values are saved to a new endpoint, both declared in the screen with example
// replies, following docs/new-screen.md and screens/bind-bank.json; the fields endpoint's own reply
// schema in schemas/replies/; its Filipino in locales/fil.json; the contract fixtures of its two
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
      reply: 'contact-fields',
      description: 'The fields of the contact form: one item per detail (text, a choice of its note, a city, a day).',
      examples: {
        'five fields': {
          code: 0,
          message: 'success',
          data: {
            items: [
              { code: 'contactName', cate: 'text', title: 'Name of your contact person', subtitle: 'Their full name', value: '', note: [], inputType: '' },
              { code: 'contactMobile', cate: 'text', title: 'Their mobile number', subtitle: 'e.g. 0917 123 4567', value: '', note: [], inputType: 'phone' },
              { code: 'relationship', cate: 'enum', title: 'How you know them', subtitle: 'Pick one', value: '', note: [{ name: 'Parent' }, { name: 'Sibling' }, { name: 'Spouse' }, { name: 'Friend' }], inputType: '' },
              { code: 'homeCity', cate: 'city', title: 'Where they live', subtitle: 'Province, then city', value: '', note: [], inputType: '' },
              { code: 'bestDay', cate: 'date', title: 'Best day to call them', subtitle: '', value: '', note: [], inputType: '' },
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
      kinds: { text: 'text-field', enum: 'select-picker', city: 'city-select', date: 'day-field' },
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

/**
 * The fields endpoint's own reply schema, as npm run reply-schema drafts it from the example
 * (schemas/replies/contact-fields.json), then narrowed as docs/new-screen.md says: the screen needs
 * each item's code and cate; the rest may be left out. What the page shows as words (a label, a
 * placeholder, an option) is marked `x-ref: words`, so the dev API answers a Filipino page with its
 * Filipino (docs/dev-api.md "Example replies").
 */
const text = { $ref: 'common/values.json#/definitions/displayText' };
export const contactFieldsSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Contact form: field definitions',
  description: `${fieldsPath} (screens/contact-info.json#/endpoints/contactFields): the fields of the contact form, one item per detail; its code is the form key it is saved under, its cate the input shown.`,
  type: 'object',
  required: ['code', 'data'],
  properties: {
    code: { $ref: 'common/values.json#/definitions/int0Success' },
    message: text,
    msg: text,
    data: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['cate', 'code'],
            properties: {
              code: { $ref: 'common/values.json#/definitions/id', description: 'The form key the value is saved under.' },
              cate: { ...text, description: 'The input: text, enum (a choice of note), city (province, then city) or date (a day).' },
              title: { ...text, description: 'The field\'s label.', 'x-ref': 'words' },
              subtitle: { ...text, description: 'The field\'s placeholder.', 'x-ref': 'words' },
              value: { ...text, description: 'The value the field starts with.' },
              note: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { ...text, description: 'For enum: an option, shown and saved by its name.', 'x-ref': 'words' } } } },
              inputType: { ...text, description: 'For text: phone gives the phone keyboard and format.' },
            },
          },
        },
      },
    },
  },
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
  // The example replies' failure messages: the dev API answers a Filipino page with these (docs/dev-api.md "Example replies").
  'Service is busy, please try later': 'Abala ang serbisyo, pakisubukan ulit mamaya',
  'Please check the mobile number of your contact person': 'Pakitingnan ang mobile number ng contact person mo',
  // What the fields' example reply shows as words (its reply schema marks them).
  'Name of your contact person': 'Pangalan ng contact person mo',
  'Their full name': 'Buong pangalan niya',
  'Their mobile number': 'Mobile number niya',
  'e.g. 0917 123 4567': 'hal. 0917 123 4567',
  'How you know them': 'Ano mo siya',
  'Pick one': 'Pumili ng isa',
  Parent: 'Magulang',
  Sibling: 'Kapatid',
  Spouse: 'Asawa',
  Friend: 'Kaibigan',
  'Where they live': 'Saan siya nakatira',
  'Province, then city': 'Probinsya, tapos lungsod',
  'Best day to call them': 'Pinakamagandang araw para tawagan siya',
};

/**
 * The contract fixtures of the two endpoints, drafted as npm run contract-fixture drafts them: each
 * success example in the numbers shape and the strings shape (code and numbers as text).
 */
export function newFormFixtures(): Record<string, DraftedFixture> {
  const [fields, save] = [newForm.endpoints.contactFields, newForm.endpoints.contactSave];
  return {
    [contractFixtureFile(fieldsPath)]: draftContractFixture(fields, fields.examples['five fields'], 'The contact form trial (issues 43, 62): text, enum, city and date fields'),
    [contractFixtureFile(savePath)]: draftContractFixture(save, save.examples.saved, 'The contact form trial (issue 43): a success flag only'),
  };
}

/** Writes the new form, its fields' reply schema and its contract fixtures into the project at `root` and adds its Filipino (an entry already there keeps its wording). */
export function addNewForm(root: string): string {
  const file = `screens/${newForm.id}.json`;
  writeFileSync(join(root, file), formatScreenJson(newForm));
  writeFileSync(join(root, 'schemas/replies', `${newForm.endpoints.contactFields.reply}.json`), formatScreenJson(contactFieldsSchema));
  for (const [path, fixture] of Object.entries(newFormFixtures())) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contractFixtureText(fixture));
  }
  editFilipinoTexts(root, (texts) => {
    for (const [english, filipino] of Object.entries(newFormFilipino)) texts[english] ??= filipino;
  });
  return file;
}
