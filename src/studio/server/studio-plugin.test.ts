// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foreignRequest } from './studio-plugin';

const request = (method: string, headers: Record<string, string>) => ({ method, headers: { host: 'localhost:5173', ...headers } });

describe("the studio's API answers only its own page", () => {
  it("takes the page's reads and its JSON changes, from its own origin or with none named", () => {
    expect(foreignRequest(request('GET', {}))).toBeUndefined();
    expect(foreignRequest(request('POST', { origin: 'http://localhost:5173', 'content-type': 'application/json' }))).toBeUndefined();
  });

  it("refuses another site's page, a sandboxed one, and a change sent as a form or plain text", () => {
    expect(foreignRequest(request('POST', { origin: 'https://example.com', 'content-type': 'application/json' }))).toMatch(/^a request from https:\/\/example.com/);
    expect(foreignRequest(request('GET', { origin: 'null' }))).toMatch(/^a request from null/);
    expect(foreignRequest(request('POST', { 'content-type': 'text/plain' }))).toMatch(/without content-type application\/json/);
    expect(foreignRequest(request('POST', {}))).toMatch(/without content-type application\/json/);
  });
});
