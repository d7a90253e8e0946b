// Node-only: the contract fixtures (tests/contract/replies/*.json), replies written from SPEC.md's
// and CONTRACT.md's field lists alone, not from the dev API (tests/contract/fixtures.ts says what
// each shape holds). The tests answer screens with them, the OpenAPI document shows them as
// examples, and npm run probe sends their requests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../compiler/1-parse/files-on-disk.ts';

export type ContractShape = 'numbers' | 'strings';
export const contractShapes: readonly ContractShape[] = ['numbers', 'strings'];

/** A parameter value taken from an earlier call's reply: the probe makes that call first. */
export interface FromReply {
  $reply: string;
  pointer: string;
}

/**
 * A value the fixture cannot write down: what a real server needs of the one running the probe (a
 * staging captcha, an SMS code) or what must differ from run to run for writes to be repeatable (a
 * phone number not yet registered). Named, so every call of a run sends the same one
 * (src/contract/probe-values.ts says in which order it is found).
 */
export interface GivenValue {
  $given: string;
  /** What it is, for the message that asks for it. */
  about: string;
  /** Used when nobody gives one: the stand-in's fixed value (its SMS code). */
  default?: string;
  /** Made anew each run when nobody gives one: a mobile number in the market's form, or the default text with the run's id. */
  fresh?: 'mobile' | 'text';
  /** How the stand-in tells it (src/dev-api/): a GET whose reply header holds it, e.g. the captcha picture's x-dev-captcha. */
  standIn?: { get: string; query: Record<string, unknown>; header: string };
}

export interface ContractEndpoint {
  method: string;
  /** Path as written in the screens, e.g. "/v3/loan-confirm/loan-detail-confirm" or "/api/v2/{provider}/promotion/get-sid". */
  path: string;
  success: 'int0' | 'str00';
  /** The fixture file, relative to the project root. */
  file: string;
  /** Where the shapes come from (SPEC's point, CONTRACT's section). */
  source: string;
  /** numbers and strings, and any shape of its own by name. */
  shapes: Record<ContractShape, unknown> & Record<string, unknown>;
  /** What a call sends, for the probe: parameter values of a test account, a value from another endpoint's reply, or a given one. */
  request?: { params?: Record<string, unknown> };
}

export const contractFixtureDir = 'tests/contract/replies';

/** Where the fixture of an endpoint path goes: tests/contract/replies/ and the path as one file name (/v3/user-bank/card-init → v3-user-bank-card-init.json; a {part} keeps its name). */
export const contractFixtureFile = (path: string) => `${contractFixtureDir}/${path.slice(1).replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '-')}.json`;

/** What an endpoint's fixture is, as a message asks for it: its file and the shape of that file. */
export const contractFixtureExpected = (method: string, path: string, success: string) =>
  `${contractFixtureFile(path)} as { "endpoint": "${method} ${path}", "success": "${success}", "source": "<where the shape comes from>", "shapes": { "numbers": <reply>, "strings": <reply> } } (tests/contract/fixtures.ts says what each shape holds)`;

/** A fixture file's content, as drafted. */
export interface DraftedFixture {
  endpoint: string;
  success: string;
  source: string;
  shapes: Record<ContractShape, unknown>;
}

/**
 * A first contract fixture of an endpoint from one of its successful example replies, as npm run
 * reply-schema drafts a reply schema from them: the example is the numbers shape, and the strings
 * shape is the example again with each number as numeric text (the code too), each one kept a number
 * where the reply schema would refuse it as text (`accepts`: the whole reply against the schema).
 * A draft: the strings shape still has every optional field a real server may leave out.
 */
export function draftContractFixture(endpoint: { method: string; path: string; success: string }, example: unknown, source: string, accepts: (reply: unknown) => boolean = () => true): DraftedFixture {
  const strings = structuredClone(example);
  const visit = (holder: Record<string, unknown> | unknown[]) => {
    for (const [key, value] of Object.entries(holder)) {
      const at = holder as Record<string, unknown>;
      if (typeof value === 'number') {
        at[key] = String(value);
        if (!accepts(strings)) at[key] = value;
      } else if (value && typeof value === 'object') visit(value as Record<string, unknown>);
    }
  };
  if (strings && typeof strings === 'object') visit(strings as Record<string, unknown>);
  return { endpoint: `${endpoint.method} ${endpoint.path}`, success: endpoint.success, source, shapes: { numbers: structuredClone(example), strings } };
}

/** A fixture file's text, as the files in tests/contract/replies/ are written. */
export const contractFixtureText = (fixture: DraftedFixture) => `${JSON.stringify(fixture, null, 2)}\n`;

/** Every endpoint that has contract fixtures, sorted by file. */
export function readContractFixtures(root = projectRoot): ContractEndpoint[] {
  const dir = join(root, contractFixtureDir);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `${contractFixtureDir}/${name}`;
      const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { endpoint: string; success: 'int0' | 'str00'; source?: string; shapes: ContractEndpoint['shapes']; request?: ContractEndpoint['request'] };
      const [method = '', path = ''] = doc.endpoint.split(' ');
      for (const shape of contractShapes) if (!(shape in doc.shapes)) throw new Error(`${file}: missing shape "${shape}"`);
      return { method: method.toUpperCase(), path, success: doc.success, file, source: doc.source ?? '', shapes: doc.shapes, ...(doc.request && { request: doc.request }) };
    });
}

/** Whether a request path (no API base) is the fixture's path; "{provider}" is one segment part, the same each time it appears. */
export function samePath(pattern: string, path: string): boolean {
  const parts = pattern.split('{provider}').map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = parts.map((text, i) => (i === 0 ? text : (i === 1 ? '([^/-]+)' : '\\1') + text)).join('');
  return new RegExp(`^${source}$`).test(path);
}
