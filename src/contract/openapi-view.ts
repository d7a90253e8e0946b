// Node-only: the OpenAPI document as one readable HTML page (openapi.html beside openapi.json),
// with no script and nothing fetched, so it opens from a build folder, the dev server or
// Storybook alike. It shows what the document holds and nothing else.
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

/** The little Markdown the document's descriptions use: headings, lists, paragraphs, `code` and **bold**. */
export function markdown(text: string): string {
  const inline = (line: string) =>
    escape(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const out: string[] = [];
  let list = false;
  for (const line of text.split('\n')) {
    const item = /^- (.*)$/.exec(line);
    if (list !== Boolean(item)) out.push(item ? '<ul>' : '</ul>');
    list = Boolean(item);
    if (item) {
      out.push(`<li>${inline(item[1]!)}</li>`);
    } else if (/^## /.test(line)) out.push(`<h3>${inline(line.slice(3))}</h3>`);
    else if (line.trim()) out.push(`<p>${inline(line)}</p>`);
  }
  if (list) out.push('</ul>');
  return out.join('\n');
}

const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/** A schema's type in a few words, a reference as a link to its component. */
function typeOf(schema: unknown): string {
  if (!isObject(schema)) return schema === true || schema === undefined ? 'anything' : 'nothing';
  if (typeof schema.$ref === 'string') return `<a href="#schema-${anchor(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map(typeOf).join(' or ');
  if (Array.isArray(schema.enum)) return `one of ${escape(schema.enum.map((v) => JSON.stringify(v)).join(', '))}`;
  if ('const' in schema) return escape(JSON.stringify(schema.const));
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : typeof schema.type === 'string' ? schema.type : schema.properties ? 'object' : 'anything';
  if (type === 'array') return `list of ${typeOf(schema.items)}`;
  return escape(type) + (typeof schema.pattern === 'string' ? ` matching <code>${escape(schema.pattern)}</code>` : '');
}

/** A schema's fields as rows, nested objects and lists of objects indented below their field. */
function fieldRows(schema: unknown, depth = 0): string[] {
  if (!isObject(schema) || depth > 6) return [];
  const target = schema.type === 'array' && isObject(schema.items) ? schema.items : schema;
  const properties = isObject(target.properties) ? target.properties : {};
  const required = new Set(Array.isArray(target.required) ? (target.required as string[]) : []);
  return Object.entries(properties).flatMap(([name, child]) => {
    const description = isObject(child) && typeof child.description === 'string' ? markdown(child.description) : '';
    const assumed = isObject(child) && typeof child['x-assumption'] === 'string' ? ' <span class="assumed">assumption</span>' : '';
    const row = `<tr><td style="padding-left:${0.5 + depth * 1.25}rem"><code>${escape(name)}</code>${required.has(name) ? ' <span class="required">required</span>' : ''}${assumed}</td><td>${typeOf(child)}</td><td>${description}</td></tr>`;
    return [row, ...fieldRows(child, depth + 1)];
  });
}

const table = (head: string[], rows: string[]) => (rows.length ? `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p class="none">none</p>');

function operationSection(path: string, method: string, operation: Json): string {
  const id = anchor(String(operation.operationId ?? `${method}-${path}`));
  const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).filter((p): p is Json => isObject(p) && typeof p.name === 'string');
  const body = isObject(operation.requestBody) && isObject(operation.requestBody.content) ? Object.entries(operation.requestBody.content)[0] : undefined;
  const bodySchema = body && isObject(body[1]) ? body[1].schema : undefined;
  const ok = isObject(operation.responses) && isObject(operation.responses['200']) ? operation.responses['200'] : {};
  const json = isObject(ok.content) && isObject(ok.content['application/json']) ? ok.content['application/json'] : {};
  const examples = isObject(json.examples) ? Object.entries(json.examples) : [];
  return `<section id="op-${id}">
<h2><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h2>
${markdown(String(operation.description ?? ''))}
${parameters.length ? `<h3>Query parameters of its own</h3>${table(['name', 'sent'], parameters.map((p) => `<tr><td><code>${escape(String(p.name))}</code></td><td>${markdown(String(p.description ?? ''))}</td></tr>`))}` : ''}
${body ? `<h3>Body (<code>${escape(body[0])}</code>)</h3>${isObject(bodySchema) && typeof bodySchema.description === 'string' ? markdown(bodySchema.description) : ''}${table(['field', 'type', 'sent'], fieldRows(bodySchema))}` : ''}
<h3>Successful reply: ${typeOf(json.schema)}</h3>
${examples.map(([name, example]) => `<details><summary>Example ${escape(name)}${isObject(example) && typeof example.summary === 'string' ? `: ${escape(example.summary)}` : ''}</summary><pre>${escape(JSON.stringify(isObject(example) ? example.value : example, null, 2))}</pre></details>`).join('\n')}
</section>`;
}

export function openApiHtml(document: Json): string {
  const info = isObject(document.info) ? document.info : {};
  const paths = isObject(document.paths) ? document.paths : {};
  const operations = Object.entries(paths).flatMap(([path, item]) => Object.entries(isObject(item) ? item : {}).filter(([, op]) => isObject(op)).map(([method, op]) => ({ path, method, op: op as Json })));
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const title = escape(String(info.title ?? 'API'));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1f24}
code,pre{font:13px/1.45 ui-monospace,monospace}pre{background:#f4f5f7;padding:.75rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border-top:1px solid #d7dbe0;padding:.3rem .5rem;text-align:left;vertical-align:top}
td p{margin:0}section{border-top:2px solid #1b1f24;margin-top:2rem}.method{background:#1b1f24;color:#fff;padding:0 .4rem;border-radius:3px}
.required{color:#9a1c1c;font-size:12px}.assumed{color:#7a4d00;font-size:12px}.none{color:#5c6570}nav li{margin:.1rem 0}
</style></head><body>
<h1>${title}</h1>
<p>Version <code>${escape(String(info.version ?? ''))}</code>, OpenAPI ${escape(String(document.openapi ?? ''))}. The same document as JSON: <a href="openapi.json">openapi.json</a>, for your own tools.</p>
${markdown(String(info.description ?? ''))}
<nav><h2>Endpoints</h2><ul>${operations.map(({ path, method, op }) => `<li><a href="#op-${anchor(String(op.operationId ?? `${method}-${path}`))}"><span class="method">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></a> ${escape(String(op.summary ?? ''))}</li>`).join('')}</ul></nav>
${operations.map(({ path, method, op }) => operationSection(path, method, op)).join('\n')}
<section><h2>Reply schemas and shared values</h2>
${Object.entries(schemas).map(([name, schema]) => `<div id="schema-${anchor(name)}"><h3>${escape(name)}: ${isObject(schema) && (schema.properties || schema.type === 'array') ? 'object' : typeOf(schema)}</h3>${isObject(schema) && typeof schema.description === 'string' ? markdown(schema.description) : ''}${isObject(schema) && (schema.properties || (schema.type === 'array' && isObject(schema.items) && schema.items.properties)) ? table(['field', 'type', 'meaning'], fieldRows(schema)) : ''}</div>`).join('\n')}
</section>
</body></html>
`;
}
