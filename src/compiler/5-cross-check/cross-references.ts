import { inspectExpression } from '../../expressions/inspect.ts';
import { scopeRoots } from '../../expressions/operations.ts';
import { didYouMean } from '../shared/closest.ts';
import { arityIssues } from './expression-arity.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';
import type { Reference } from '../1-parse/schema-validator.ts';
import { envKeys, marketPathProblem, marketPattern, marketStringKeys } from './scope-paths.ts';

export interface ScreenFacts {
  file: string;
  document: Record<string, unknown>;
  references: Reference[];
}

export interface ProjectFacts {
  /** Every route of the screens of this screen's entry, with the screen that owns it. */
  routes: Map<string, string>;
  sessionParams: readonly string[];
}

const keysOf = (value: unknown): string[] => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

/**
 * Checks what the schema cannot: that names point at things that exist (routes, endpoints,
 * dialogs, actions, data, state, fields) and that expressions use known operations and scopes.
 */
export function checkReferences(screen: ScreenFacts, project: ProjectFacts): Problem[] {
  const { file, document, references } = screen;
  const problems: Problem[] = [];
  const named = {
    endpoint: keysOf(document.endpoints),
    dialog: keysOf(document.dialogs),
    action: keysOf(document.actions),
    data: keysOf(document.data),
    state: keysOf(document.state),
    query: [...keysOf(document.query), ...project.sessionParams],
  };
  const fields = references.filter((r) => r.kind === 'field-def').map((r) => String(r.value));
  const hasServerFields = JSON.stringify(document.body ?? []).includes('"server-fields"');
  const nounOf: Record<string, string> = { endpoint: 'endpoint', dialog: 'dialog', action: 'action', data: 'data source', state: 'state key' };

  const expectName = (kind: keyof typeof named, name: string, pointer: string) => {
    const list = named[kind];
    if (list.includes(name)) return;
    const noun = nounOf[kind] ?? kind;
    const where = kind === 'query' ? 'query' : kind === 'data' ? 'data' : `${kind}s`.replace('datas', 'data').replace('states', 'state');
    problems.push({
      file,
      pointer,
      message: `no ${noun} named "${name}" in this screen${didYouMean(name, list)}`,
      expected: list.length ? `one of ${list.join(', ')}` : `a ${noun} declared under "${where}"`,
    });
  };

  const checkVar = (path: string, pointer: string) => {
    if (path === '') return;
    const [root = '', second] = path.split('.');
    if (!(scopeRoots as readonly string[]).includes(root)) {
      problems.push({ file, pointer, message: `expression reads "${path}", an unknown scope "${root}"${didYouMean(root, scopeRoots)}`, expected: `a path starting with ${scopeRoots.join(', ')}` });
      return;
    }
    if (second === undefined) return;
    if (root === 'query') expectName('query', second, pointer);
    else if (root === 'state') expectName('state', second, pointer);
    else if (root === 'data') expectName('data', second, pointer);
    else if (root === 'env' && !(envKeys as readonly string[]).includes(second)) {
      problems.push({ file, pointer, message: `expression reads "${path}", but env has no "${second}"${didYouMean(second, envKeys)}`, expected: `env.${envKeys.join(', env.')}` });
    } else if (root === 'market') {
      const missing = marketPathProblem(path.split('.').slice(1));
      if (missing) problems.push({ file, pointer, message: `expression reads "${path}", but config/market.json has no "${missing.missing}"${didYouMean(missing.missing.replace(/^.*\./, ''), missing.known)}`, expected: `one of ${missing.known.join(', ')} at that level` });
    } else if (root === 'form' && !hasServerFields && !fields.includes(second)) {
      problems.push({ file, pointer, message: `expression reads form field "${second}", which no field of this screen has${didYouMean(second, fields)}`, expected: fields.length ? `one of ${fields.join(', ')}` : 'a field block with that name' });
    }
  };

  for (const ref of references) {
    const value = ref.value;
    switch (ref.kind) {
      case 'route':
        if (typeof value === 'string' && !project.routes.has(value)) {
          problems.push({ file, pointer: ref.pointer, message: `no screen has route "${value}"${didYouMean(value, project.routes.keys())}`, expected: 'an existing route, e.g. ' + [...project.routes.keys()].slice(0, 3).join(', ') });
        }
        break;
      case 'own-route': {
        // A scenario opens its own screen, so its route must be one of this screen's routes.
        const own = Array.isArray(document.routes) ? document.routes.map(String) : [];
        if (typeof value === 'string' && !own.includes(value)) {
          problems.push({ file, pointer: ref.pointer, message: `this screen has no route "${value}"${didYouMean(value, own)}`, expected: `one of this screen's routes: ${own.join(', ')}` });
        }
        break;
      }
      case 'pattern': {
        if (typeof value !== 'string') break;
        if (value.startsWith('market:')) {
          const key = value.slice('market:'.length);
          if (marketPattern(key) === undefined) problems.push({ file, pointer: ref.pointer, message: `config/market.json has no text value "${key}"${didYouMean(key, marketStringKeys())}`, expected: 'market:<key> naming a string of config/market.json; a mobile number has its own rule, rules.mobile, which follows config/market.json mobile' });
          break;
        }
        try {
          new RegExp(value);
        } catch (error) {
          problems.push({ file, pointer: ref.pointer, message: `not a valid regular expression: ${error instanceof Error ? error.message : String(error)}`, expected: 'a JavaScript regular expression, e.g. ^[0-9]{4}$ (escape \\ in JSON)' });
        }
        break;
      }
      case 'endpoint':
      case 'dialog':
      case 'action':
      case 'data':
      case 'state':
        if (typeof value === 'string') expectName(ref.kind, value, ref.pointer);
        break;
      case 'state-values':
        for (const key of keysOf(value)) expectName('state', key, `${ref.pointer}/${escapePointerToken(key)}`);
        break;
      case 'field':
        if (typeof value === 'string' && !hasServerFields && !fields.includes(value)) {
          problems.push({ file, pointer: ref.pointer, message: `no field named "${value}" in this screen${didYouMean(value, fields)}`, expected: fields.length ? `one of ${fields.join(', ')}` : 'a field block with that name' });
        }
        break;
      case 'expression':
        for (const issue of inspectExpression(value, (path, at) => checkVar(path, ref.pointer + at))) {
          problems.push({ file, pointer: ref.pointer + issue.pointer, message: issue.message + didYouMean(issue.message.replace(/^.*"(.*)".*$/, '$1'), issue.expected.replace('one of ', '').split(', ')), expected: issue.expected });
        }
        for (const issue of arityIssues(value)) problems.push({ file, pointer: ref.pointer + issue.pointer, message: issue.message, expected: issue.expected });
        break;
      default:
        break;
    }
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer} ${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
