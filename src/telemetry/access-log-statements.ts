// What the collector (docs/otel/collector.yaml) makes of one line of nginx's JSON access log: its
// transform/nginx statements and its connectors' conditions, read from the configuration and applied
// here, so the tests hold the configuration itself (not a copy of its decisions) against the lines
// nginx writes. No collector binary runs in this repository's tests (none is packaged for Debian or
// npm): this reads only the few OTTL forms the configuration uses, and refuses any other by name,
// so a new form must be taught here before a test can pass over it.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const collectorFile = 'docs/otel/collector.yaml';

export type Attributes = Record<string, unknown>;

interface Connector {
  logs: Record<string, { conditions?: string[]; attributes?: { key: string }[] }> | { name: string; conditions?: string[]; attributes?: { key: string }[]; histogram?: { value: string }; sum?: { value: string } }[];
}

export interface CollectorConfig {
  receivers: Record<string, { include?: string[]; attributes?: Record<string, string>; operators?: { type: string; timestamp?: { parse_from: string; layout_type: string; layout: string } }[] }>;
  connectors: Record<string, Connector>;
  processors: Record<string, { log_statements?: { context: string; statements: string[] }[] }>;
  exporters: Record<string, { add_metric_suffixes?: boolean }>;
  service: { pipelines: Record<string, { receivers: string[]; processors?: string[]; exporters: string[] }> };
}

export const readCollector = (): CollectorConfig => parse(readFileSync(collectorFile, 'utf8')) as CollectorConfig;

/** The statements the access log's pipeline runs, in order. */
export function nginxStatements(config: CollectorConfig): string[] {
  const statements = config.processors['transform/nginx']?.log_statements?.flatMap((group) => group.statements);
  if (!statements?.length) throw new Error(`${collectorFile}: processors.transform/nginx has no log_statements (expected the statements that set kind, status_class and upstream_seconds)`);
  return statements;
}

/** An OTTL string literal's text (the configuration writes `\\.` for a regex's `\.`). */
const text = (literal: string) => literal.replace(/\\(["\\])/g, '$1');

const string = String.raw`"((?:[^"\\]|\\.)*)"`;
const attribute = String.raw`attributes\["([^"]+)"\]`;
const forms = {
  isMatch: new RegExp(String.raw`^IsMatch\(${attribute}, ${string}\)$`),
  compare: new RegExp(String.raw`^${attribute} (<=|>=|<|>|==|!=) (-?\d+(?:\.\d+)?|nil)$`),
  set: new RegExp(String.raw`^set\(${attribute}, ${string}\)$`),
  extract: new RegExp(String.raw`^merge_maps\(attributes, ExtractPatterns\(${attribute}, ${string}\), "upsert"\)$`),
};

/** Go's regexp and JavaScript's agree on the forms used here; a named group is written (?P<name>) in Go. */
const goRegex = (pattern: string) => new RegExp(pattern.replace(/\(\?P</g, '(?<'));

function holdsOne(condition: string, attributes: Attributes): boolean {
  const match = forms.isMatch.exec(condition);
  if (match) {
    const value = attributes[match[1]!];
    // OTTL's IsMatch is false for a value that is not text (and nothing here makes one text).
    return typeof value === 'string' && goRegex(text(match[2]!)).test(value);
  }
  const compare = forms.compare.exec(condition);
  if (compare) {
    const [, key = '', operator = '', literal = ''] = compare;
    const value = attributes[key];
    if (literal === 'nil') return operator === '==' ? value === undefined : value !== undefined;
    // OTTL compares numbers with numbers; a number against text is false, whatever the operator.
    if (typeof value !== 'number') return operator === '!=';
    const number = Number(literal);
    return { '<': value < number, '<=': value <= number, '>': value > number, '>=': value >= number, '==': value === number, '!=': value !== number }[operator]!;
  }
  throw new Error(`${collectorFile}: condition "${condition}" has a form this check cannot read (expected IsMatch(attributes["…"], "…") or attributes["…"] < number, joined by " and "); teach src/telemetry/access-log-statements.ts the new form`);
}

/** Whether an OTTL condition made of the forms above, joined by `and`, holds. */
export const holds = (condition: string, attributes: Attributes) => condition.split(' and ').every((part) => holdsOne(part.trim(), attributes));

/** The attributes a line has after the statements ran (each applies in order; a later one wins). */
export function applyStatements(statements: readonly string[], line: Attributes): Attributes {
  const attributes = { ...line };
  for (const statement of statements) {
    const [action, condition] = statement.split(' where ') as [string, string | undefined];
    if (condition !== undefined && !holds(condition, attributes)) continue;
    const set = forms.set.exec(action);
    const extract = forms.extract.exec(action);
    if (set) attributes[set[1]!] = text(set[2]!);
    else if (extract) {
      const value = attributes[extract[1]!];
      const groups = typeof value === 'string' ? goRegex(text(extract[2]!)).exec(value)?.groups : undefined;
      Object.assign(attributes, groups);
    } else throw new Error(`${collectorFile}: statement "${statement}" has a form this check cannot read (expected set(attributes["…"], "…") or merge_maps(attributes, ExtractPatterns(attributes["…"], "…"), "upsert"), with an optional where); teach src/telemetry/access-log-statements.ts the new form`);
  }
  return attributes;
}

/** Every attribute a statement or condition reads (`attributes["…"]` anywhere but as the target of set). */
export function attributesRead(expressions: readonly string[]): Set<string> {
  const read = new Set<string>();
  for (const expression of expressions) {
    const reading = expression.replace(/^set\(attributes\["[^"]+"\], /, '').replace(/^merge_maps\(attributes, /, '');
    for (const match of reading.matchAll(/attributes\["([^"]+)"\]/g)) read.add(match[1]!);
  }
  return read;
}

/** Attributes the statements write (set's target, ExtractPatterns' named groups). */
export function attributesWritten(statements: readonly string[]): Set<string> {
  const written = new Set<string>();
  for (const statement of statements) {
    const set = forms.set.exec(statement.split(' where ')[0]!);
    if (set) written.add(set[1]!);
    for (const match of statement.matchAll(/\(\?P<([a-z_]+)>/g)) written.add(match[1]!);
  }
  return written;
}

/** Go's RFC 3339 layout, the one timestamp layout the check knows, as a pattern of nginx's $time_iso8601. */
export const goLayouts: Record<string, RegExp> = { '2006-01-02T15:04:05Z07:00': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/ };
