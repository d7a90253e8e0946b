// The studio's requests (src/studio/server/studio-plugin.ts routes them here): each answers a status
// and a JSON value. Loaded through the dev server's own module loader, so vite.config.ts reaches
// none of the compiler and the dev API it needs (src/build/vite-config.test.ts).
import { spawn } from 'node:child_process';
import { loadSchemaFiles } from '../../compiler/1-parse/files-on-disk';
import { canvasPlaces } from './canvas-places';
import { checkCandidate, readForStudio, saveCandidate, type Candidate } from './candidate-check';
import { listStudioScreens, studioPath, StudioRefusal } from './studio-files';

export interface StudioRequest {
  method: string;
  /** The path after /__studio/api: /screens, /file… */
  path: string;
  query: URLSearchParams;
  body: () => Promise<unknown>;
}

/**
 * The environment npm run check gets: the terminal's, without what the dev server (or a test runner)
 * set in this process. Vite sets NODE_ENV=development for `npm run dev`, and a build under it is
 * React's development build: every page failed its bundle budget when the check was pressed in the
 * studio, never when typed in a terminal.
 */
export function terminalEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && !/^(VITEST|E2E_)/.test(name)));
}

/** `npm run check -- <file>` in the project: its exit code and everything it printed. */
export function runCheck(root: string, file: unknown): Promise<{ code: number | null; output: string }> {
  studioPath(root, file);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'check', '--', String(file)], { cwd: root, env: { ...terminalEnv(process.env), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: null, output: `${output}could not start npm: ${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function answer(root: string, request: StudioRequest): Promise<{ status: number; value: unknown }> {
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /screens') return { status: 200, value: listStudioScreens(root) };
  if (route === 'GET /file') return { status: 200, value: readForStudio(root, request.query.get('file') ?? '') };
  if (route === 'GET /places') return { status: 200, value: canvasPlaces(root, request.query.get('file') ?? '') };
  if (route === 'GET /schemas') return { status: 200, value: loadSchemaFiles(root) };
  if (route === 'POST /validate') return { status: 200, value: checkCandidate(root, (await request.body()) as Candidate) };
  if (route === 'POST /save') {
    const saved = saveCandidate(root, (await request.body()) as Candidate);
    return { status: saved.saved ? 200 : 422, value: saved };
  }
  if (route === 'POST /check') return { status: 200, value: await runCheck(root, ((await request.body()) as { file?: unknown }).file) };
  return { status: 404, value: { error: `${route}: no such studio request (expected GET /screens, /file?file=…, /places?file=…, /schemas; POST /validate, /save, /check)` } };
}

/** A studio request's answer; a refused one answers its reason with its status. */
export async function studioAnswer(root: string, request: StudioRequest): Promise<{ status: number; value: unknown }> {
  try {
    return await answer(root, request);
  } catch (error) {
    if (error instanceof StudioRefusal) return { status: error.status, value: { error: error.message } };
    return { status: 500, value: { error: error instanceof Error ? error.message : String(error) } };
  }
}
