// @vitest-environment node
// A screen document's module names the validators of its own endpoints' replies (issue 62): what a
// new endpoint adds loads with the pages that call it, not in a chunk every page loads first.
import { describe, expect, it } from 'vitest';
import { documentModule } from './screens-plugin';

describe('a screen document module', () => {
  it('makes the validators of its endpoints’ replies known, each once, and no other', () => {
    const code = documentModule({
      id: 'contact-info',
      endpoints: {
        fields: { method: 'GET', path: '/v3/contact/fields', success: 'int0', reply: 'contact-fields' },
        save: { method: 'POST', path: '/v3/contact/save', success: 'int0', reply: 'no-data' },
        again: { method: 'POST', path: '/v3/contact/again', success: 'int0', reply: 'no-data' },
        unchecked: { method: 'GET', path: '/v3/contact/x', success: 'int0' },
      },
    });
    expect(code).toMatch(/^import \{ addReplyChecks \} from ".*\/src\/api\/reply-check\.ts";/);
    expect([...code.matchAll(/import\("virtual:reply-schema\/([a-z0-9-]+)"\)/g)].map((m) => m[1])).toEqual(['contact-fields', 'no-data']);
    expect(code).toContain('export default {"id":"contact-info"');
  });

  it('imports nothing for a screen that calls no endpoint', () => {
    expect(documentModule({ id: 'faq', body: [] })).toBe('export default {"id":"faq","body":[]};\n');
  });
});
