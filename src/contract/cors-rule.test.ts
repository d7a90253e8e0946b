// @vitest-environment node
// check: reads the project documents
import { describe, expect, it } from 'vitest';
import { projectOpenApi } from './project-contract';
import { preflightedCalls, preflightExtension } from './cors-rule';

const { document } = projectOpenApi(undefined, 'test');
const description = (document as { info: { description: string } }).info.description;

describe("the API document's CORS rule", () => {
  it('marks the photo upload, and only it, as preflighted', () => {
    expect(preflightedCalls(document as never)).toEqual([{ method: 'POST', path: '/user-problem/upload-problem-img' }]);
  });

  it('names the preflighted calls and the answer in its sentence, and no longer says no preflight is sent', () => {
    expect(description).toContain(`**Preflighted**: \`POST /user-problem/upload-problem-img\` (marked \`${preflightExtension}\`)`);
    expect(description).toMatch(/Access-Control-Allow-Methods: GET, POST`, `Access-Control-Allow-Headers: Accept-Language, Content-Type`/);
    expect(description).not.toMatch(/so no preflight is sent and none needs to be answered/);
  });
});
