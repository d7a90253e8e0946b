// @vitest-environment node
/**
 * docs/new-screen.md walks a new author through a screen backed by a new endpoint, in JSON only.
 * Its files are the ```json <path> blocks of that page: this test writes them into a copy of the
 * project and checks what the page promises, so the guide cannot drift from what the tools do.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { readDeclaredEndpoints } from '../../src/dev-api/declared-endpoints';
import { exampleHandlers, missingReplyHandler } from '../../src/dev-api/example-replies';
import { handlers } from '../../src/dev-api/handlers';
import type { Screen } from '../../src/generated/screen';
import { planStories } from '../../src/storybook/story-plan';
import { compileProject } from '../../src/compiler/compile-project';
import { loadSchemaFiles, projectRoot } from '../../src/compiler/1-parse/files-on-disk';
import { createSchemaValidator } from '../../src/compiler/1-parse/schema-validator';
import { docFiles, projectWithDocFiles } from './doc-files';

const guide = readFileSync(join(projectRoot, 'docs/new-screen.md'), 'utf8');
const files = docFiles(guide);
// Its files and its Filipino (entries added to the catalogue), in a copy of the project.
const root = projectWithDocFiles(guide);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const screenFile = [...files.keys()].find((path) => path.startsWith('screens/'))!;
const screen = JSON.parse(files.get(screenFile)!) as Screen & { endpoints: Record<string, { path: string; reply: string; examples: Record<string, unknown> }> };

describe('docs/new-screen.md', () => {
  it('gives a screen, its reply schema and its contract fixture', () => {
    expect([...files.keys()].sort()).toEqual(['schemas/replies/repayment-history.json', 'screens/payment-history.json', 'tests/contract/replies/v3-order-repayment-history.json']);
  });

  it('ends with a project npm run validate accepts', () => {
    expect(compileProject(root).lines).toEqual([]);
  });

  it('has a contract fixture whose two shapes its reply schema accepts', () => {
    const check = createSchemaValidator(loadSchemaFiles(root));
    const fixture = JSON.parse(files.get('tests/contract/replies/v3-order-repayment-history.json')!) as { shapes: Record<string, unknown> };
    for (const [shape, reply] of Object.entries(fixture.shapes)) expect(check(reply, shape, 'replies/repayment-history.json').problems, shape).toEqual([]);
  });

  it('is answered by the dev API from its first example, with no handler written', async () => {
    const declared = readDeclaredEndpoints(root);
    const api = [...handlers, ...exampleHandlers(declared), missingReplyHandler(declared)];
    const endpoint = screen.endpoints.history!;
    const response = await getResponse(api, new Request(`http://localhost/stations${endpoint.path}?orderId=10174`));
    expect(await response!.json()).toEqual(Object.values(endpoint.examples)[0]);
  });

  it('shows its states in Storybook, the scenarios picking examples by name', () => {
    const stories = planStories(screen, 'kaagapay');
    expect(stories.map((s) => s.name)).toEqual(['Loaded', 'Loading', 'Server failure', 'No payments yet', 'Server busy']);
    expect(stories[3]!.replies).toEqual({ [screen.endpoints.history!.path]: { json: screen.endpoints.history!.examples['none yet'] } });
  });
});
