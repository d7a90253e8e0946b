import { describe, expect, it } from 'vitest';
import { contractFixtureGaps } from './contract-fixture-gaps';

const screen = {
  endpoints: {
    contactFields: { method: 'GET', path: '/v3/personal-center/contact-info/fields', success: 'int0' },
    contactSave: { method: 'POST', path: '/v3/personal-center/contact-info/save', success: 'int0' },
    sid: { method: 'POST', path: '/api/v2/{provider}/promotion/get-sid', success: 'str00' },
  },
};
const fixtures = [
  { method: 'GET', path: '/v3/personal-center/contact-info/fields' },
  { method: 'POST', path: '/api/v2/{provider}/promotion/get-sid' },
];

describe('contractFixtureGaps', () => {
  it('names each endpoint no fixture answers: its place, the fixture file and shape to write, and the command that drafts it', () => {
    expect(contractFixtureGaps([{ file: 'screens/contact-info.json', text: JSON.stringify(screen) }], fixtures)).toEqual([
      {
        where: 'screens/contact-info.json#/endpoints/contactSave',
        endpoint: 'POST /v3/personal-center/contact-info/save',
        expected:
          'tests/contract/replies/v3-personal-center-contact-info-save.json as { "endpoint": "POST /v3/personal-center/contact-info/save", "success": "int0", "source": "<where the shape comes from>", "shapes": { "numbers": <reply>, "strings": <reply> } } (tests/contract/fixtures.ts says what each shape holds)',
        draft: 'npm run contract-fixture -- screens/contact-info.json contactSave',
      },
    ]);
  });

  it('matches as the contract-fixtures test does: the method too, and a file that does not parse or declares no endpoints has no gap', () => {
    const gaps = contractFixtureGaps([{ file: 'screens/a.json', text: JSON.stringify(screen) }], [...fixtures, { method: 'GET', path: '/v3/personal-center/contact-info/save' }]);
    expect(gaps.map((gap) => gap.endpoint)).toEqual(['POST /v3/personal-center/contact-info/save']);
    expect(contractFixtureGaps([{ file: 'screens/b.json', text: '{ "endpoints": ' }, { file: 'screens/c.json', text: '{ "title": "x" }' }], [])).toEqual([]);
  });
});
