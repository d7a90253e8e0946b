// Example replies (an endpoint's `examples`) are what the dev API, Storybook and the tests answer
// with when no handler is written for the endpoint, so a wrong one would prove a screen against a
// reply the server never sends. A successful example must match the endpoint's reply schema, as
// a live reply must before the screen uses it; a scenario may only name examples that exist.
import { isSuccess, type SuccessRule } from '../../api/success-rule.ts';
import { didYouMean } from '../shared/closest.ts';
import { escapePointerToken, type Problem } from '../../lib/problem.ts';
import { createSchemaValidator, type SchemaFiles } from '../1-parse/schema-validator.ts';

interface DeclaredEndpoint {
  success?: SuccessRule;
  reply?: string;
  examples?: Record<string, unknown>;
}

export function checkEndpointExamples(file: string, document: Record<string, unknown>, schemas: SchemaFiles): Problem[] {
  const endpoints = (document.endpoints ?? {}) as Record<string, DeclaredEndpoint>;
  const check = createSchemaValidator(schemas);
  const problems: Problem[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const reply = endpoint.reply && schemas[`replies/${endpoint.reply}.json`] ? endpoint.reply : undefined;
    for (const [exampleName, example] of Object.entries(endpoint.examples ?? {})) {
      const at = `/endpoints/${escapePointerToken(name)}/examples/${escapePointerToken(exampleName)}`;
      const code = (example as { code?: unknown }).code;
      if (!endpoint.success || !isSuccess(endpoint.success, code)) {
        // A failure example is shown by its message; the success rule decides which kind it is.
        const message = (example as { message?: unknown }).message;
        if (typeof message !== 'string' || !message.trim())
          problems.push({ file, pointer: at, message: `example "${exampleName}" is a failure under "${endpoint.success}" (code ${JSON.stringify(code)}) but has no message`, expected: `a "message" the borrower can read, or a success code (${endpoint.success === 'str00' ? '"00"' : '0'}) if it was meant as one` });
        continue;
      }
      if (!reply) continue;
      for (const problem of check(example, file, `replies/${reply}.json`).problems)
        problems.push({ ...problem, pointer: at + problem.pointer, message: `${problem.message}, in example "${exampleName}" checked against schemas/replies/${reply}.json` });
    }
  }
  const scenarios = (document.scenarios ?? []) as { examples?: Record<string, string> }[];
  scenarios.forEach((scenario, index) => {
    for (const [name, exampleName] of Object.entries(scenario.examples ?? {})) {
      const pointer = `/scenarios/${index}/examples/${escapePointerToken(name)}`;
      const endpoint = endpoints[name];
      if (!endpoint) {
        problems.push({ file, pointer, message: `unknown endpoint "${name}"${didYouMean(name, Object.keys(endpoints))}`, expected: `one of the screen's endpoints: ${Object.keys(endpoints).join(', ') || 'none declared'}` });
        continue;
      }
      const names = Object.keys(endpoint.examples ?? {});
      if (!names.includes(exampleName))
        problems.push({ file, pointer, message: `endpoint "${name}" has no example "${exampleName}"${didYouMean(exampleName, names)}`, expected: names.length ? `one of ${names.map((n) => JSON.stringify(n)).join(', ')}` : `an "examples" entry named "${exampleName}" on endpoint "${name}"` });
    }
  });
  return problems;
}
