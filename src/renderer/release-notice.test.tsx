// Code that did not come, in the app (issue 63): a screen's place says "a new version is ready" with
// a reload when the site serves another release, the connection's retry otherwise, and never the
// wrong one first; the page-wide notice speaks for failures with no place of their own.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../app/create-app-services';
import { theme } from '../app/theme';
import { checkRelease, resetReleaseCheck } from '../lib/release-check';
import { AppServicesContext } from './app-services';
import { CodeFailedState, ReleaseNotice } from './release-notice';

const services = createAppServices('');
const { networkError, newVersion, reload } = services.market.messages;

function renderWith(children: React.ReactNode) {
  return render(
    <MantineProvider theme={theme}>
      <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
    </MantineProvider>,
  );
}

let served = '0.1.0+aaaaaaaaaaaa';
beforeEach(() => {
  document.head.innerHTML = '<meta name="kaagapay-build" content="0.1.0+aaaaaaaaaaaa">';
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ version: served }))));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetReleaseCheck();
  served = '0.1.0+aaaaaaaaaaaa';
  document.head.innerHTML = '';
});

describe('CodeFailedState', () => {
  it('offers the retry when the site still serves this release', async () => {
    const onRetry = vi.fn();
    renderWith(<CodeFailedState onRetry={onRetry} screen="faq" />);
    expect(screen.queryByText(networkError)).toBeNull();
    (await screen.findByRole('button', { name: services.market.messages.retry })).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain(networkError);
  });

  it('says a new version is ready, with a reload, when the site serves another; the page-wide notice stays quiet beside it', async () => {
    served = '0.1.0+bbbbbbbbbbbb';
    renderWith(
      <>
        <CodeFailedState onRetry={() => undefined} screen="faq" />
        <ReleaseNotice />
      </>,
    );
    await screen.findByRole('button', { name: reload });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(newVersion);
    expect(document.body.textContent).not.toContain(networkError);
  });
});

describe('ReleaseNotice', () => {
  it('appears once a failure elsewhere finds another release served', async () => {
    served = '0.1.0+bbbbbbbbbbbb';
    renderWith(<ReleaseNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => checkRelease());
    expect(screen.getByRole('alert').textContent).toContain(newVersion);
    expect(screen.getByRole('button', { name: reload })).toBeTruthy();
  });
});
