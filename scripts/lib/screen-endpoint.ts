// What npm run reply-schema and npm run contract-fixture draft from: an endpoint of a screen or
// fragment file, with its successful example replies. Each says what is missing and exits.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isSuccess, type SuccessRule } from '../../src/api/success-rule';
import { projectRoot } from '../../src/compiler/1-parse/files-on-disk';

export interface ScreenEndpoint {
  method?: string;
  path?: string;
  success?: SuccessRule;
  reply?: string;
  description?: string;
  examples?: Record<string, { code?: unknown }>;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The endpoint `name` of the screen or fragment `file` (as given on the command line), where it is, its success rule and its successful examples. */
export function screenEndpoint(file: string, name: string, usage: string): { shown: string; pointer: string; endpoint: ScreenEndpoint; rule: SuccessRule; samples: { code?: unknown }[] } {
  const shown = relative(projectRoot, resolve(process.cwd(), file)).split('\\').join('/');
  let document: { endpoints?: Record<string, ScreenEndpoint> };
  try {
    document = JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8')) as typeof document;
  } catch (error) {
    fail(`${shown}: ${error instanceof Error ? error.message : String(error)} (expected a screen or fragment JSON file; ${usage})`);
  }
  const endpoint = document.endpoints?.[name];
  if (!endpoint) fail(`${shown}#/endpoints: no endpoint "${name}" (expected one of ${Object.keys(document.endpoints ?? {}).join(', ') || 'none: the file declares no endpoints'})`);
  const pointer = `${shown}#/endpoints/${name}`;
  const rule = endpoint.success;
  if (!rule) fail(`${pointer}: no "success" rule (expected "int0" or "str00", so the successful examples can be told apart)`);
  const samples = Object.values(endpoint.examples ?? {}).filter((example) => isSuccess(rule, example?.code));
  if (!samples.length) fail(`${pointer}/examples: no example whose code is a success under "${rule}" (expected at least one, e.g. { "code": ${rule === 'str00' ? '"00"' : 0}, "message": "success", "data": { … } })`);
  return { shown, pointer, endpoint, rule, samples };
}
