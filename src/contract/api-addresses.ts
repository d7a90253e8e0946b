// Node-only, build time: the API addresses a screen builds itself rather than calls, with api_url()
// (src/expressions/operations.ts): the landing's captcha picture is one, loaded by the browser as
// an <img>. They are part of the wire as much as the calls, so the contract lists them too.
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { compiledProject } from '../compiler/compile-project.ts';
import { escapePointerToken } from '../lib/problem.ts';

export interface ApiAddress {
  /** The screen or fragment file, and where in it the address is written (file#pointer). */
  file: string;
  at: string;
  /** The path as written ({provider} kept) and as called. */
  pathTemplate: string;
  path: string;
  /** The query parameters, by name, with the expression each is written as. */
  query: Record<string, string>;
}

const call = /api_url\(\s*'([^']+)'((?:\s*,\s*[^,)]+)*)\s*\)/g;

/** Every api_url() in the valid screens and fragments, one per place. */
export function readApiAddresses(root = projectRoot, provider: string): ApiAddress[] {
  const { parsed } = compiledProject(root);
  const found: ApiAddress[] = [];
  for (const file of [...parsed.screens, ...parsed.fragments]) {
    if (!file.document || file.problems.length) continue;
    const walk = (node: unknown, pointer: string) => {
      if (typeof node === 'string') {
        for (const match of node.matchAll(call)) {
          const args = match[2]!.split(',').map((a) => a.trim()).filter(Boolean);
          const query: Record<string, string> = {};
          for (let i = 0; i + 1 < args.length; i += 2) query[args[i]!.replace(/^'|'$/g, '')] = args[i + 1]!;
          found.push({ file: file.source.file, at: `${file.source.file}#${pointer}`, pathTemplate: match[1]!, path: match[1]!.split('{provider}').join(provider), query });
        }
      } else if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
      else if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointerToken(key)}`);
    };
    walk(file.document, '');
  }
  return found;
}
