import type { ErrorObject } from 'ajv';
import { valueAt, type Problem } from '../../lib/problem.ts';
import { didYouMean } from '../shared/closest.ts';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value)}`;
  return `${typeof value} ${String(value)}`;
}

/** Tag values allowed by a discriminated union, read from its oneOf $refs (widgets/button.json → button). */
function unionTags(union: { oneOf?: { $ref: string }[] } | undefined): { noun: string; tags: string[] } {
  const refs = union?.oneOf?.map((b) => b.$ref) ?? [];
  const tags = refs.map((ref) => ref.replace(/^.*\//, '').replace(/\.json$/, ''));
  const noun = refs[0]?.startsWith('actions/') ? 'step type' : 'block type';
  return { noun, tags };
}

/**
 * Block types taken out of the union, each with the fix for a document that still uses one: an
 * author who copies an old screen learns what to write instead, not only that the type is unknown.
 */
const removedBlockTypes: Record<string, (block: Record<string, unknown>) => { message: string; expected: string }> = {
  include: (block) => {
    const shared = typeof block.screen === 'string' ? `the blocks of screens/${block.screen}.json's body` : 'the blocks to share';
    return {
      message: 'block type "include" is gone: screens share blocks through fragments',
      expected: `${shared} in a fragment, screens/fragments/<id>.json ({"id": "<id>", "blocks": […]}), and {"type": "fragment", "use": "<id>"} in place of this block and wherever else they show`,
    };
  },
};

/** The property names of a oneOf whose branches each only require one property ("exactly one of endpoint, storage"), else null. */
function exactlyOneOf(schema: unknown): string[] | null {
  const branches = (schema as { oneOf?: unknown[] } | undefined)?.oneOf;
  if (!Array.isArray(branches) || !branches.length) return null;
  const names: string[] = [];
  for (const branch of branches) {
    const required = (branch as { required?: unknown }).required;
    if (!Array.isArray(required) || required.length !== 1 || typeof required[0] !== 'string') return null;
    names.push(required[0]);
  }
  return names;
}

/**
 * Turns ajv's errors into one line each with the fix in it. Errors inside the branches of an
 * anyOf are folded into one line for the anyOf, so a wrong value gives one message, not many.
 */
export function ajvErrorsToProblems(errors: ErrorObject[], document: unknown, file: string): Problem[] {
  const exactlyOnePaths = new Set(errors.filter((e) => e.keyword === 'oneOf' && exactlyOneOf(e.parentSchema)).map((e) => e.instancePath));
  const anyOfPaths = new Set(errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !exactlyOnePaths.has(e.instancePath)).map((e) => e.instancePath));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const push = (p: Problem) => {
    const key = `${p.pointer} ${p.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(p);
    }
  };
  for (const error of errors) {
    const pointer = error.instancePath;
    const params = error.params as Record<string, unknown>;
    const value = valueAt(document, pointer);
    if (anyOfPaths.has(pointer) && error.keyword !== 'anyOf' && error.keyword !== 'oneOf' && error.keyword !== 'discriminator') continue;
    // The branches of an "exactly one of these properties" oneOf only say what is missing; the oneOf line says it better.
    if (exactlyOnePaths.has(pointer) && error.keyword === 'required' && /\/oneOf\/\d+\/required$/.test(error.schemaPath)) continue;
    switch (error.keyword) {
      case 'additionalProperties': {
        const name = String(params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        push({ file, pointer: `${pointer}/${name}`, message: `unknown property "${name}"${didYouMean(name, allowed)}`, expected: `one of ${allowed.join(', ')}` });
        break;
      }
      case 'required': {
        const name = String(params.missingProperty);
        push({ file, pointer, message: `missing required property "${name}"`, expected: `"${name}" to be set` });
        break;
      }
      case 'discriminator': {
        const { noun, tags } = unionTags(error.parentSchema as { oneOf?: { $ref: string }[] } | undefined);
        const tag = params.tagValue;
        if (params.error === 'tag') {
          push({ file, pointer: `${pointer}/type`, message: `"type" must be a string`, expected: `one of ${tags.join(', ')}` });
        } else if (noun === 'block type' && typeof tag === 'string' && Object.hasOwn(removedBlockTypes, tag) && typeof value === 'object' && value !== null) {
          push({ file, pointer: `${pointer}/type`, ...removedBlockTypes[tag]!(value as Record<string, unknown>) });
        } else {
          push({ file, pointer: `${pointer}/type`, message: `unknown ${noun} ${JSON.stringify(tag)}${didYouMean(String(tag), tags)}`, expected: `one of ${tags.join(', ')}` });
        }
        break;
      }
      case 'type':
        push({ file, pointer, message: `is ${describe(value)}`, expected: String(params.type) });
        break;
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
        push({ file, pointer, message: `${describe(value)} is not allowed${typeof value === 'string' ? didYouMean(value, (params.allowedValues as unknown[]).map(String)) : ''}`, expected: `one of ${allowed.join(', ')}` });
        break;
      }
      case 'const':
        push({ file, pointer, message: `${describe(value)} is not allowed`, expected: JSON.stringify(params.allowedValue) });
        break;
      case 'pattern':
        push({ file, pointer, message: `${describe(value)} does not match the required form`, expected: `a value matching ${String(params.pattern)}` });
        break;
      case 'propertyNames': {
        const name = String(params.propertyName);
        push({ file, pointer: `${pointer}/${name}`, message: `name "${name}" is not allowed`, expected: 'letters, digits and underscores, starting with a letter' });
        break;
      }
      case 'dependencies': {
        const name = String(params.property);
        const needed = String(params.missingProperty);
        push({ file, pointer: `${pointer}/${name}`, message: `property "${name}" is only allowed together with "${needed}"`, expected: `"${needed}" to be set, or "${name}" removed` });
        break;
      }
      case 'anyOf':
      case 'oneOf': {
        if (exactlyOnePaths.has(pointer)) {
          const names = exactlyOneOf(error.parentSchema) ?? [];
          const present = names.filter((n) => typeof value === 'object' && value !== null && n in value);
          const message = present.length ? `has both ${present.map((n) => `"${n}"`).join(' and ')}` : `has none of ${names.map((n) => `"${n}"`).join(', ')}`;
          push({ file, pointer, message, expected: `exactly one of ${names.join(', ')}` });
          break;
        }
        const schema = error.parentSchema as { title?: string; description?: string } | undefined;
        const title = schema?.title ?? 'value';
        const hint = title === 'Text' ? 'a string, or an expression object such as {"var": "data.name"}' : `a valid ${title}`;
        push({ file, pointer, message: `${describe(value)} is not a valid ${title.toLowerCase()}`, expected: hint });
        break;
      }
      default:
        push({ file, pointer, message: error.message ?? `fails ${error.keyword}`, expected: error.keyword });
    }
  }
  return problems;
}
