import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '../dev-api/node';
import { freshDevApi } from '../../tests/harness/fresh-dev-api';
import { renderApp } from '../../tests/harness/render-app';
import { inAppLinkAttribute } from '../renderer/plain-link';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(freshDevApi);
afterAll(() => server.close());

const inAppLink = () =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLAnchorElement>(`a[${inAppLinkAttribute}]`);
      if (!found) throw new Error('no in-app link yet');
      return found;
    },
    { timeout: 5000 },
  );

// A tap that only goes to a page is an anchor (src/renderer/plain-link.ts). Opened in a new tab or
// copied, its address must keep the page's session, as a plain click in the app does.

describe('an in-app link', () => {
  it("holds the page's session parameters in its address, and nothing else of the page's query", async () => {
    // screens/faq.json: its contact button only goes to another screen.
    renderApp('/faq?sessionId=sess-42&deviceId=dev%201&utm=ad');
    const link = await inAppLink();
    const address = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(Object.fromEntries(address.searchParams)).toEqual({ deviceId: 'dev 1', sessionId: 'sess-42' });
  });

  it('holds a bare route on a page without a session', async () => {
    renderApp('/faq');
    const link = await inAppLink();
    expect(link.getAttribute('href')).not.toContain('?');
  });
});
