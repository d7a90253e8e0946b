/**
 * What the dev API's own tests share: the msw server lifecycle and calls shaped like the app's
 * (session parameters in the query, form-encoded POST bodies). Only *.test.ts files import this.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from './db';
import { setLatency } from './endpoint';
import type { EnvelopeCode } from './envelope';
import { server } from './node';
import { clearReplyOverrides } from './overrides';

export const ORIGIN = 'http://localhost';

/** The host app's session parameters: the dev API must ignore them. */
const SESSION = {
  appVersion: '1.0.0',
  deviceName: 'Pixel 7',
  deviceId: 'dev-0001',
  osVersion: '14',
  sessionId: 'sess-juan-001',
  gps_adid: '38400000-8cf0-11bd-b23e-10b96e40000d',
};

export interface TestEnvelope<T> {
  code: EnvelopeCode;
  message: string;
  data: T;
}

export function useDevApiServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetDb();
    clearReplyOverrides();
    setLatency(0);
  });
  afterAll(() => server.close());
}

export function stationsUrl(path: string, query: Record<string, string> = {}): string {
  return `${ORIGIN}/stations${path}?${new URLSearchParams({ ...SESSION, ...query }).toString()}`;
}

export function postForm(path: string, fields: Record<string, string | number> = {}, init: RequestInit = {}): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return fetch(stationsUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    ...init,
  });
}

export function getQuery(path: string, query: Record<string, string | number> = {}, init: RequestInit = {}): Promise<Response> {
  return fetch(stationsUrl(path, Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))), init);
}

/** POST and read the envelope; T is the shape of `data` the test relies on. */
export async function post<T = unknown>(path: string, fields: Record<string, string | number> = {}): Promise<TestEnvelope<T>> {
  return (await (await postForm(path, fields)).json()) as TestEnvelope<T>;
}

export async function get<T = unknown>(path: string, query: Record<string, string | number> = {}): Promise<TestEnvelope<T>> {
  return (await (await getQuery(path, query)).json()) as TestEnvelope<T>;
}
