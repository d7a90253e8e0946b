// @vitest-environment node
// The new-form trial proves something only if its edit is one the checks accept (validate clean)
// and the generated double-submit case can walk it from the JSON alone: the fields the server
// example draws, filled by their labels, and the save button found by its label.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileProject } from '../../src/compiler/compile-project';
import { copyOfHeadAuthoring } from './project-copy';
import { addNewForm, newForm, savePath } from './trial-new-form';
import { sendingCallsIn } from '../../tests/support/sending-calls';
import { contactFieldsSchema } from './trial-new-form';
import places from '../../config/ph-locations.json' with { type: 'json' };

// The project as committed (scripts/lib/project-copy.ts): a form a product person is adding cannot break the trial.
const root = copyOfHeadAuthoring('trial-new-form');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run trial:edits -- new-form', { timeout: 60_000 }, () => {
  it('adds a form npm run validate accepts, with its Filipino', () => {
    addNewForm(root);
    expect(compileProject(root).lines).toEqual([]);
    expect(JSON.parse(readFileSync(join(root, `screens/${newForm.id}.json`), 'utf8'))).toEqual(newForm);
  });

  // Its own reply schema, written as JSON (issue 62), not another endpoint's (card-init).
  it('writes the fields endpoint\'s own reply schema, which the example replies meet', () => {
    expect(newForm.endpoints.contactFields.reply).toBe('contact-fields');
    expect(JSON.parse(readFileSync(join(root, 'schemas/replies/contact-fields.json'), 'utf8'))).toEqual(contactFieldsSchema);
  });

  // tests/unit/contract-fixtures.test.ts asks every endpoint of a screen for one, by this name.
  it('writes a contract fixture for each of its endpoints, where the contract-fixtures test looks', () => {
    const fixture = (name: string) => JSON.parse(readFileSync(join(root, 'tests/contract/replies', name), 'utf8')) as { endpoint: string; shapes: Record<string, { code: unknown }> };
    expect(fixture('v3-personal-center-contact-info-fields.json')).toMatchObject({ endpoint: `GET ${newForm.endpoints.contactFields.path}`, shapes: { numbers: { code: 0 }, strings: { code: '0' } } });
    expect(fixture('v3-personal-center-contact-info-save.json')).toMatchObject({ endpoint: `POST ${savePath}`, shapes: { numbers: { code: 0 }, strings: { code: '0' } } });
  });

  // Issue 62: "server field homeCity is a city-select, which the generated tests cannot fill".
  it('gives the generated double-submit case all it needs: the address, the save button and a value for every server field, the city and the day too', () => {
    const call = sendingCallsIn(join(root, 'screens')).find((c) => c.screen === 'contact-info.json');
    expect(call).toMatchObject({ endpoint: 'contactSave', path: savePath, url: '/contactInfo?productId=1', control: { label: 'Save contact' }, unfillable: [] });
    const items = newForm.endpoints.contactFields.examples['five fields'].data.items;
    const action = { text: 'text', enum: 'pick', city: 'pick', date: 'day' } as const;
    expect(call!.fields.map((f) => [f.label, f.kind])).toEqual(items.map((item) => [item.title, action[item.cate as keyof typeof action]]));
    const by = (label: string) => call!.fields.find((f) => f.label === label);
    expect(by('Their mobile number')).toMatchObject({ value: '0917 123 4567' });
    expect(by('How you know them')).toMatchObject({ choices: ['Parent'], confirm: 'Confirm' });
    // A province, then one of its cities, as config/ph-locations.json (the city picker's list) has them.
    const city = by('Where they live');
    const [province, town] = city?.kind === 'pick' ? city.choices : [];
    expect(places.provinces.find((p) => p.name === province)?.cities, `${province} in config/ph-locations.json`).toContain(town);
    expect(by('Best day to call them')).toMatchObject({ kind: 'day', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  // What npm run validate reports (scripts/authoring/validate.ts): the place in the example reply to fill, not a test file.
  it('names the example reply to fill when the one the dev API answers gives no fields', () => {
    const copy = mkdtempSync(join(tmpdir(), 'trial-new-form-gap-'));
    try {
      const { busy, ...others } = newForm.endpoints.contactFields.examples;
      const document = { ...newForm, endpoints: { ...newForm.endpoints, contactFields: { ...newForm.endpoints.contactFields, examples: { busy, ...others } } } };
      writeFileSync(join(copy, 'contact-info.json'), JSON.stringify(document));
      const [call] = sendingCallsIn(copy);
      expect(call!.unfillable).toEqual([
        expect.objectContaining({ file: 'screens/contact-info.json', pointer: '/endpoints/contactFields/examples/busy/data/items', reply: 'contactFields' }),
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
