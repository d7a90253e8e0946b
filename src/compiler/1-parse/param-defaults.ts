// Stage 1, for fragments: a fragment's {"$param": name} placeholders stand for values its users
// pass (stage 4 puts them in); the schema checks the fragment with each one's default instead.
import { didYouMean } from '../shared/closest.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{"$param": "level"}`: a fragment's parameter standing for a whole value where no expression can (a heading level). */
export const paramPlaceholderKey = '$param';
export const placeholderName = (node: unknown): string | undefined =>
  isRecord(node) && Object.keys(node).length === 1 && typeof node[paramPlaceholderKey] === 'string' ? (node[paramPlaceholderKey] as string) : undefined;

/**
 * A fragment with each {"$param": name} replaced by that parameter's default (or by the value a
 * using screen passes, `given`), so the schema can check it as the blocks it will be; a
 * placeholder without a declared default is reported. `placeholders` names the parameters found.
 */
export function withParamDefaults(fragment: Record<string, unknown>, file: string, given: Record<string, unknown> = {}): { document: unknown; problems: Problem[]; placeholders: Set<string> } {
  const params = isRecord(fragment.params) ? fragment.params : {};
  const problems: Problem[] = [];
  const placeholders = new Set<string>();
  const walk = (node: unknown, pointer: string): unknown => {
    const name = placeholderName(node);
    if (name !== undefined) {
      placeholders.add(name);
      const spec = params[name];
      if (name in given) return structuredClone(given[name]);
      if (isRecord(spec) && 'default' in spec) return structuredClone(spec.default);
      problems.push({ file, pointer, message: `{"$param": "${name}"} needs parameter "${name}" declared with a default${name in params ? '' : didYouMean(name, Object.keys(params))}`, expected: `"params": { "${name}": { "default": … } } (the schema checks the fragment with it)` });
      return null;
    }
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map((child, i) => walk(child, `${pointer}/${i}`));
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child, `${pointer}/${escapePointerToken(key)}`)]));
  };
  return { document: walk(fragment, ''), problems, placeholders };
}
