import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { projectOpenApi } from '../../src/contract/project-contract';
import type { SentRequest } from './request-log';

/**
 * Holds a request the page sent against the project's OpenAPI document (the one npm run openapi
 * writes as dist/openapi.json): its operation exists, its query parameters and its form body
 * fields are the declared ones, required ones present, each value fitting its schema. A small
 * check with ajv over the document itself, for the generated-reply tests; issue 60 point 1 puts a
 * full validator on the test host.
 */
type Json = Record<string, unknown>;

export interface RequestContract {
  /** What is wrong with the request, one line each, naming the operation and the field; empty when it fits. */
  violations(request: SentRequest): Promise<string[]>;
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function requestContract(): RequestContract {
  const document = projectOpenApi().document as unknown as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) validators.set(pointer, (validate = ajv.compile({ $ref: `openapi.json#${pointer}` })));
    return validate;
  };
  const paths = document.paths as Record<string, Json>;
  const templates = Object.keys(paths).map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  const resolve = (node: Json): [Json, string | undefined] => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return [node, undefined];
    const pointer = ref.slice(1);
    return [pointer.split('/').filter(Boolean).reduce<Json>((at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, document), pointer];
  };
  const problems = (validate: ValidateFunction, value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(value)'} ${e.message ?? 'invalid'}`));

  return {
    async violations(request) {
      const template = templates.find((t) => t.pattern.test(request.path))?.path;
      const operation = template ? (paths[template]![request.method.toLowerCase()] as Json | undefined) : undefined;
      const name = `${request.method} ${request.path}`;
      if (!template || !operation) return [`${name}: no such operation in the OpenAPI document`];
      const base = `/paths/${escape(template)}/${request.method.toLowerCase()}`;
      const found: string[] = [];
      ((operation.parameters ?? []) as Json[]).forEach((node, i) => {
        const [parameter, pointer] = resolve(node);
        if (parameter.in !== 'query') return;
        const key = String(parameter.name);
        const value = request.query.get(key);
        if (value === null) {
          if (parameter.required === true) found.push(`${name}: query parameter ${key} is required and was not sent`);
          return;
        }
        for (const line of problems(validatorAt(`${pointer ?? `${base}/parameters/${i}`}/schema`), value)) found.push(`${name}: query parameter ${key} ${line}`);
      });
      const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Json;
      const form = 'application/x-www-form-urlencoded';
      if (request.contentType.startsWith(form) && form in content) {
        const fields = Object.fromEntries(new URLSearchParams(await request.body));
        for (const line of problems(validatorAt(`${base}/requestBody/content/${escape(form)}/schema`), fields)) found.push(`${name}: body ${line}`);
      }
      return found;
    },
  };
}
