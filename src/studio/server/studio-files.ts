// Node-only: the files the studio may read and write, and nothing else. A path comes from the
// browser, so it is checked as text (screens/<name>.json, screens/fragments/<name>.json,
// locales/<code>.json) and again once resolved, before any file is opened.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { listFragmentFiles, listScreenFiles } from '../../compiler/1-parse/files-on-disk';

/** A request the studio refuses, with what to send instead. */
export class StudioRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const allowed = /^(screens\/(fragments\/)?[a-z0-9][a-z0-9-]*\.json|locales\/[a-z]{2,3}\.json)$/;

/** The absolute path of a project file the studio may touch; refuses any other (`..`, absolute, elsewhere). */
export function studioPath(root: string, file: unknown): string {
  if (typeof file !== 'string' || !allowed.test(file)) {
    throw new StudioRefusal(`${JSON.stringify(file)} is not a file the studio edits (expected screens/<name>.json, screens/fragments/<name>.json or locales/<code>.json)`);
  }
  const path = resolve(root, file);
  const within = relative(root, path);
  if (within.startsWith('..') || (!within.startsWith(`screens${sep}`) && !within.startsWith(`locales${sep}`))) throw new StudioRefusal(`${file} is outside screens/ and locales/`);
  return path;
}

/** A studio file as it is on disk; refuses one that does not exist. */
export function readStudioFile(root: string, file: unknown): string {
  const path = studioPath(root, file);
  if (!existsSync(path)) throw new StudioRefusal(`${String(file)} does not exist`, 404);
  return readFileSync(path, 'utf8');
}

export interface ListedScreen {
  file: string;
  kind: 'screen' | 'fragment';
  id?: string;
  title?: string;
  routes: string[];
  entry?: string;
}

/** Every screen and fragment file, with what the picker and the canvas show of it (the canvas's states come from the document). */
export function listStudioScreens(root: string): ListedScreen[] {
  const listed = (path: string, kind: ListedScreen['kind']): ListedScreen => {
    const file = relative(root, path).split(sep).join('/');
    let document: Record<string, unknown> = {};
    try {
      document = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    } catch {
      // A file that is no JSON is listed by name; opening it shows validate's line about it.
    }
    return {
      file,
      kind,
      id: typeof document.id === 'string' ? document.id : undefined,
      title: typeof document.title === 'string' ? document.title : undefined,
      routes: Array.isArray(document.routes) ? document.routes.filter((r): r is string => typeof r === 'string') : [],
      entry: typeof document.entry === 'string' ? document.entry : undefined,
    };
  };
  return [...listScreenFiles(root).map((p) => listed(p, 'screen')), ...listFragmentFiles(root).map((p) => listed(p, 'fragment'))];
}

/** The catalogue of each language but the default (locales/*.json), as its texts. */
export function catalogueTexts(root: string): Record<string, Record<string, string>> {
  const texts: Record<string, Record<string, string>> = {};
  const market = JSON.parse(readFileSync(join(root, 'config/market.json'), 'utf8')) as { languages: { default: string; choices: { code: string }[] } };
  for (const { code } of market.languages.choices) {
    if (code === market.languages.default) continue;
    const path = join(root, 'locales', `${code}.json`);
    if (existsSync(path)) texts[code] = (JSON.parse(readFileSync(path, 'utf8')) as { texts: Record<string, string> }).texts;
  }
  return texts;
}
