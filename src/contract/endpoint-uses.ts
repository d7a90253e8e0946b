// Node-only, build time: what the screens know about each server endpoint, gathered in one place
// for the documents and tools the backend team reads (the OpenAPI document, npm run probe).
// It reads the screen files as written (expressions as their authors typed them), so what a
// backend engineer reads is what a product person edits; the compiler's first stage, which the
// build runs once for every plugin, has found the places (src/compiler/compile-project.ts).
import { loadMarket, projectRoot } from '../compiler/1-parse/files-on-disk.ts';
import { withParamDefaults } from '../compiler/1-parse/param-defaults.ts';
import type { ParsedFile } from '../compiler/1-parse/parse-file.ts';
import { compiledProject } from '../compiler/compile-project.ts';
import { escapePointerToken, valueAt } from '../lib/problem.ts';
import type { Endpoint } from '../generated/screen.ts';

/** How a screen reaches an endpoint: a data source loads it, a call step sends it, or a photo field uploads to it. */
export type UseKind = 'data' | 'call' | 'upload';

export interface EndpointUse {
  kind: UseKind;
  /** The screen whose page makes the call (a fragment's use is listed once per screen using it). */
  screen: string;
  /** That screen's routes, with its entry when it is not the app (e.g. "promotion #/"). */
  routes: string[];
  /** Where the use is written: file#pointer (a fragment's file when a fragment holds it). */
  at: string;
  /** Parameters sent, by name, as the screen writes them (expressions over query, form, state…). */
  params: Record<string, string>;
  /** An expression whose object's keys are sent as well ("form": every field of the form). */
  paramsFrom?: string;
  /** For paramsFrom "form": the names of the screen's own fields (a server-drawn form adds its own). */
  formFields?: string[];
  /** Upload only: the multipart field that holds the file. */
  fileField?: string;
  /** Reply codes with their own handling (onCode). */
  onCode: string[];
  /** Reply codes whose message goes under a field, with the field. */
  fieldErrors: Record<string, string>;
  /** Where a failed reply's messages by field are read (fieldErrorsFrom). */
  fieldErrorsFrom?: string;
  /** The call's failure does not stop the page (a report). */
  continueOnFailure?: boolean;
  /** Data only: the fields of the reply's data the page reads (data.<source>.<field>), its content. */
  reads?: string[];
  /** The page's form fields by name, as declared (what a form.<name> parameter sends, src/contract/wire-form.ts). */
  fields: Record<string, Json>;
}

export interface DeclaredEndpointContract {
  /** The file that declares it and its name there. */
  file: string;
  name: string;
  endpoint: Endpoint;
  /** The path as called: {provider} replaced by config/market.json's provider. */
  path: string;
  /** read: the probe may call it against a live backend; write: it changes data or sends something. */
  effect: 'read' | 'write';
  uses: EndpointUse[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const baseName = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '');

const written = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

interface ContractFile {
  file: string;
  document: Json;
  /** Fragment ids this file uses, directly. */
  uses: string[];
  endpointRefs: string[];
  fieldNames: string[];
  /** The fields it declares, by name. */
  fields: Record<string, Json>;
  serverForm: boolean;
  /** Every string the file holds (expressions and texts), for what it reads of a data source. */
  strings: string[];
}

/** What the contract reads of a file the schema accepts; npm run validate names the problems of another, which the contract leaves out. */
function readFile({ source, document: raw, problems, references }: ParsedFile, fragment: boolean): ContractFile | undefined {
  if (!raw || problems.length) return undefined;
  const document = (fragment ? withParamDefaults(raw, source.file).document : raw) as Json;
  const uses: string[] = [];
  let serverForm = false;
  const strings: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node)) {
      if (node.type === 'fragment' && typeof node.use === 'string') uses.push(node.use);
      if (node.type === 'server-fields') serverForm = true;
      Object.values(node).forEach(walk);
    }
  };
  walk(document);
  return {
    file: source.file,
    document,
    uses,
    endpointRefs: references.filter((r) => r.kind === 'endpoint').map((r) => r.pointer),
    fieldNames: references.filter((r) => r.kind === 'field-def' && typeof r.value === 'string').map((r) => r.value as string),
    fields: Object.fromEntries(
      references.flatMap((r) => {
        const field = r.kind === 'field-def' && typeof r.value === 'string' ? valueAt(document, r.pointer.split('/').slice(0, -1).join('/')) : undefined;
        return isObject(field) ? [[r.value as string, field]] : [];
      }),
    ),
    serverForm,
    strings,
  };
}

/** The fields of data.<source> the page's files read, first level only: what the page shows from that reply. */
function readsOf(source: string, parts: ContractFile[]): string[] {
  const pattern = new RegExp(`\\bdata\\.${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.([A-Za-z_$][\\w$]*)`, 'g');
  return [...new Set(parts.flatMap((p) => p.strings.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!))))].sort();
}

function describeUse(file: ContractFile, pointer: string): Omit<EndpointUse, 'screen' | 'routes' | 'formFields' | 'fields'> & { name: string } | undefined {
  const holder = pointer.split('/').slice(0, -1).join('/');
  const node = valueAt(file.document, holder);
  if (!isObject(node) || typeof node.endpoint !== 'string') return undefined;
  const kind: UseKind = /^\/data\/[^/]+$/.test(holder) ? 'data' : node.type === 'image-upload' ? 'upload' : 'call';
  const params = Object.fromEntries(Object.entries(isObject(node.params) ? node.params : {}).map(([key, value]) => [key, written(value)]));
  const fieldErrors = Object.fromEntries(
    Object.entries(isObject(node.fieldErrors) ? node.fieldErrors : {}).map(([code, target]) => [code, isObject(target) ? String(target.field) : String(target)]),
  );
  return {
    name: node.endpoint,
    kind,
    at: `${file.file}#${holder}`,
    params,
    ...(node.paramsFrom !== undefined && { paramsFrom: written(node.paramsFrom) }),
    ...(kind === 'upload' && { fileField: typeof node.fileField === 'string' ? node.fileField : 'file' }),
    onCode: Object.keys(isObject(node.onCode) ? node.onCode : {}),
    fieldErrors,
    ...(node.fieldErrorsFrom !== undefined && { fieldErrorsFrom: written(node.fieldErrorsFrom) }),
    ...(node.continueOnFailure === true && { continueOnFailure: true }),
  };
}

/** Which endpoints are read-only when the screen does not say: a GET reads, a POST may write. */
export const defaultEffect = (endpoint: Pick<Endpoint, 'method' | 'effect'>): 'read' | 'write' => endpoint.effect ?? (endpoint.method === 'GET' ? 'read' : 'write');

/**
 * Every endpoint the valid screens and fragments declare, with every place a screen uses it. A
 * fragment's endpoint is used by the screens that use the fragment (directly or through another
 * fragment); a step in a fragment may also call an endpoint of the screen using it.
 */
export function readEndpointContract(root = projectRoot): DeclaredEndpointContract[] {
  const provider = String(loadMarket(root).provider ?? '');
  const { parsed } = compiledProject(root);
  const screens = parsed.screens.flatMap((file) => readFile(file, false) ?? []);
  const fragments = new Map(parsed.fragments.flatMap((file) => readFile(file, true) ?? []).map((f) => [baseName(f.file), f]));

  // The files whose endpoints and steps make up each screen's page.
  const partsOf = (screen: ContractFile): ContractFile[] => {
    const seen = new Set<string>();
    const parts: ContractFile[] = [screen];
    const add = (ids: string[]) => {
      for (const id of ids) {
        const fragment = fragments.get(id);
        if (!fragment || seen.has(id)) continue;
        seen.add(id);
        parts.push(fragment);
        add(fragment.uses);
      }
    };
    add(screen.uses);
    return parts;
  };

  const declared = new Map<string, DeclaredEndpointContract>();
  for (const file of [...screens, ...fragments.values()]) {
    for (const [name, endpoint] of Object.entries(isObject(file.document.endpoints) ? (file.document.endpoints as Record<string, Endpoint>) : {})) {
      declared.set(`${file.file}#${name}`, { file: file.file, name, endpoint, path: endpoint.path.split('{provider}').join(provider), effect: defaultEffect(endpoint), uses: [] });
    }
  }

  for (const screen of screens) {
    const parts = partsOf(screen);
    const entry = typeof screen.document.entry === 'string' && screen.document.entry !== 'app' ? `${screen.document.entry} #` : '';
    const routes = (Array.isArray(screen.document.routes) ? (screen.document.routes as string[]) : []).map((r) => `${entry}${r}`);
    const formFields = [...new Set(parts.flatMap((p) => p.fieldNames))];
    const fields = Object.assign({}, ...parts.map((p) => p.fields)) as Record<string, Json>;
    for (const part of parts) {
      for (const pointer of part.endpointRefs) {
        const use = describeUse(part, pointer);
        if (!use) continue;
        // The endpoint is the using file's own, else one of the other parts of the page.
        const owner = [part, ...parts.filter((p) => p !== part)].find((p) => isObject(p.document.endpoints) && use.name in (p.document.endpoints as Json));
        const target = owner && declared.get(`${owner.file}#${use.name}`);
        if (!target) continue;
        const { name: _name, ...rest } = use;
        const sent = use.paramsFrom === 'form' ? { formFields: parts.some((p) => p.serverForm) ? [...formFields, '(the fields a server-fields block draws)'] : formFields } : {};
        const source = use.kind === 'data' ? /^.*\/data\/([^/]+)$/.exec(use.at)?.[1] : undefined;
        target.uses.push({ ...rest, screen: screen.file, routes, fields, ...sent, ...(source && { reads: readsOf(source, parts) }) });
      }
    }
  }
  return [...declared.values()];
}

/** The failure codes the screens handle themselves, each with how (every other failure shows the server's message). */
export function handledFailureCodes(uses: readonly EndpointUse[]): Record<string, string[]> {
  const codes: Record<string, string[]> = {};
  const add = (key: string, text: string) => {
    const list = (codes[key] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const use of uses) {
    for (const key of use.onCode) add(key, `${use.screen}: steps of their own (${use.at}/onCode/${key})`);
    for (const [key, field] of Object.entries(use.fieldErrors)) add(key, `${use.screen}: the reply's message is shown under the field "${field}"`);
  }
  return codes;
}

/**
 * Called only by pages opened outside the app (the promotion landing, whose routes have an entry:
 * "promotion #/"): their address carries no session, so their calls send none (CONTRACT "Session
 * parameters").
 */
export const calledOnlyOutsideApp = (endpoint: Pick<DeclaredEndpointContract, 'uses'>): boolean =>
  endpoint.uses.length > 0 && endpoint.uses.every(outsideApp);

/** A use by a page opened outside the app. */
export const outsideApp = (use: Pick<EndpointUse, 'routes'>): boolean => use.routes.some((r) => / #/.test(r));

/** A use's place for a reader: its file and pointer, with the endpoint named. */
export const endpointPlace = (endpoint: Pick<DeclaredEndpointContract, 'file' | 'name'>): string => `${endpoint.file}#/endpoints/${escapePointerToken(endpoint.name)}`;
