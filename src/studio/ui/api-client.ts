// The studio page's requests to the dev server (src/studio/server/studio-api.ts answers them).
import type { Doc } from './document-edits';
import type { SchemaFiles } from './block-schemas';
// What the server answers, as it declares it (types only: no server code reaches the page); a
// document the page reads is a Doc.
import type { Candidate as ServerCandidate, Checked as ServerChecked, OpenedFile as ServerOpenedFile } from '../server/candidate-check';
import type { ListedScreen } from '../server/studio-files';
import type { CanvasPlaces } from '../server/canvas-places';

export type { CanvasPlaces, ListedScreen };
export type OpenedFile = ServerOpenedFile & { document: Doc };
export type Checked = ServerChecked & { saved?: boolean };
export type Candidate = Omit<ServerCandidate, 'edits'> & { edits: (ServerCandidate['edits'][number] & { document: Doc })[] };

const base = '/__studio/api';

async function request<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const value = (await response.json()) as T & { error?: string };
  // A refused save (422) answers validate's lines: the caller shows them.
  if (!response.ok && response.status !== 422) throw new Error(value.error ?? `${response.status} ${response.statusText}`);
  return value;
}

export const listScreens = () => request<ListedScreen[]>('/screens');
export const openFile = (file: string) => request<OpenedFile>(`/file?file=${encodeURIComponent(file)}`);
export const readPlaces = (file: string) => request<CanvasPlaces>(`/places?file=${encodeURIComponent(file)}`);
export const readSchemas = () => request<SchemaFiles>('/schemas');
export const validate = (candidate: Candidate) => request<Checked>('/validate', candidate);
export const save = (candidate: Candidate) => request<Checked>('/save', candidate);
export const runCheck = (file: string) => request<{ code: number | null; output: string }>('/check', { file });
