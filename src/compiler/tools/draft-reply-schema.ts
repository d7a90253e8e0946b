// Build-time (Node): a first reply schema for an endpoint, inferred from its successful example
// replies by quicktype, then put in the house style of schemas/replies/: the envelope as every
// reply schema has it, inline (no definitions), open objects (a server may add fields), and
// leaves that accept every plausible shape (common/values.json): numbers as numberish, ids and
// codes as id, links as url, 0/1 and booleans as flag, other text as displayText. A person then
// tightens it: what the screen reads should be required, and a leaf may need a narrower type.
import { InputData, jsonInputForTargetLanguage, quicktype } from 'quicktype-core';
import { successCodeDefinition, type SuccessRule } from '../../api/success-rule.ts';

type Node = Record<string, unknown>;

const values = (name: string) => ({ $ref: `common/values.json#/definitions/${name}` });

/** Names a server uses for identifiers and codes it expects back (orderId, productCode, orderNo…). */
const idName = /(^id$|Id$|_id$|^code$|Code$|_code$|No$|_no$|Number$)/;

export interface DraftInput {
  /** Shown in the schema's title and description, e.g. GET /v1/loan/history. */
  endpoint: string;
  /** Where the examples were read, e.g. screens/loan-history.json#/endpoints/history. */
  source: string;
  /** The successful example replies (whole envelopes). */
  samples: unknown[];
  /** The endpoint's success rule: the drafted `code` holds its success codes. */
  rule: SuccessRule;
}

export async function draftReplySchema({ endpoint, source, samples, rule }: DraftInput): Promise<Node> {
  if (!samples.length) throw new Error(`${source}: no successful example reply to infer from (expected at least one example whose code is a success under the endpoint's rule)`);
  const input = jsonInputForTargetLanguage('schema');
  await input.addSource({ name: 'Reply', samples: samples.map((sample) => JSON.stringify(sample)) });
  const inputData = new InputData();
  inputData.addInput(input);
  const inferred = JSON.parse((await quicktype({ inputData, lang: 'schema' })).lines.join('\n')) as { $ref: string; definitions: Record<string, Node> };
  const definitions = inferred.definitions;
  const resolve = (node: Node): Node => (typeof node.$ref === 'string' ? definitions[node.$ref.replace('#/definitions/', '')]! : node);

  const leaf = (node: Node, name: string): Node => {
    node = resolve(node);
    const branches = (node.anyOf as Node[] | undefined)?.map(resolve);
    if (branches) {
      const kept = branches.filter((b) => b.type !== 'null');
      const nullable = kept.length < branches.length;
      if (kept.length === 1) return nullable ? optional(leaf(kept[0]!, name)) : leaf(kept[0]!, name);
      // Mixed shapes across examples (a number here, a string there): the widest house type.
      if (kept.every((b) => ['string', 'integer', 'number', 'boolean'].includes(String(b.type)))) {
        const numeric = kept.every((b) => b.type === 'integer' || b.type === 'number' || b.format === 'integer');
        const kind = idName.test(name) ? 'id' : numeric ? 'numberish' : 'displayText';
        return nullable ? optional(values(kind)) : values(kind);
      }
      return { description: 'Varies between the examples: tighten by hand.' };
    }
    switch (node.type) {
      case 'object': {
        const properties = Object.fromEntries(Object.entries((node.properties ?? {}) as Record<string, Node>).map(([key, child]) => [key, leaf(child, key)]));
        return { type: 'object', ...(Array.isArray(node.required) && node.required.length ? { required: [...(node.required as string[])].sort() } : {}), properties };
      }
      case 'array':
        return { type: 'array', ...(node.items ? { items: leaf(node.items as Node, name) } : {}) };
      case 'integer':
      case 'number':
        return idName.test(name) ? values('id') : values('numberish');
      case 'boolean':
        return values('flag');
      case 'null':
        return { type: 'null', description: 'Null in every example: give it its real type by hand.' };
      case 'string':
        if (node.format === 'uri') return values('url');
        if (idName.test(name)) return values('id');
        if (node.format === 'integer') return values('numberish');
        return values('displayText');
      default:
        return { description: 'Any value in the examples: tighten by hand.' };
    }
  };

  const root = resolve({ $ref: inferred.$ref });
  const properties = (root.properties ?? {}) as Record<string, Node>;
  const required = new Set((root.required as string[] | undefined) ?? []);
  const envelope: Node = {
    code: values(successCodeDefinition(rule)),
    message: values('displayText'),
    msg: values('displayText'),
  };
  for (const [key, child] of Object.entries(properties)) if (!(key in envelope)) envelope[key] = leaf(child, key);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: endpoint,
    description: `${endpoint} (${source}). Drafted by npm run reply-schema from the endpoint's example replies: require what the screen reads, and narrow what it compares.`,
    type: 'object',
    required: ['code', ...(required.has('data') ? ['data'] : [])],
    properties: envelope,
  };
}

function optional(node: Node): Node {
  const ref = node.$ref;
  if (ref === 'common/values.json#/definitions/numberish') return values('optionalNumberish');
  if (ref === 'common/values.json#/definitions/id') return values('optionalId');
  if (typeof ref === 'string') return node; // displayText, url and flag already read null
  const type = node.type;
  return { ...node, type: Array.isArray(type) ? [...type, 'null'] : [type, 'null'] };
}
