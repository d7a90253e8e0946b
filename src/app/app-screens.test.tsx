import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/history';
import market from '../../config/market.json';
import { withDevApi } from '../../tests/harness/fresh-dev-api';
import { App } from './app';
import { createAppServices } from './create-app-services';

// Issue 31: the page's own screen is drawn without the router's code, which comes on the first move
// to another path. The router's entry point is watched through a mock that counts its calls and can fail as a
// chunk that did not arrive does; the first screen's view, through one that records the query it is given
// (what a screen shows of its query is copy a product person may edit).
const { routerModule, screenModule, firstScreenQueries } = vi.hoisted(() => ({
  routerModule: { loads: 0, failNext: false },
  /** A screen id whose code fails to load once, as a chunk that did not arrive. */
  screenModule: { failOnce: '' },
  firstScreenQueries: [] as Record<string, unknown>[],
}));

vi.mock('./screen-loader', async (importActual) => {
  const actual = await importActual<typeof import('./screen-loader')>();
  return {
    ...actual,
    loadScreen: (meta: Parameters<typeof actual.loadScreen>[0]) => {
      if (screenModule.failOnce && meta.id === screenModule.failOnce) {
        screenModule.failOnce = '';
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return actual.loadScreen(meta);
    },
    LoadedScreenView: (props: Parameters<typeof actual.LoadedScreenView>[0]) => {
      firstScreenQueries.push(props.search);
      return <actual.LoadedScreenView {...props} />;
    },
  };
});

vi.mock('./router', async (importActual) => {
  const actual = await importActual<typeof import('./router')>();
  return {
    ...actual,
    routedScreens: (...args: Parameters<typeof actual.routedScreens>) => {
      routerModule.loads += 1;
      if (routerModule.failNext) {
        routerModule.failNext = false;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return actual.routedScreens(...args);
    },
  };
});

withDevApi({
  unhandled: 'bypass',
  after: () => {
    routerModule.loads = 0;
    routerModule.failNext = false;
    screenModule.failOnce = '';
    firstScreenQueries.length = 0;
  },
});

function renderAt(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] });
  render(<App services={createAppServices(new URL(url, 'http://localhost').search)} history={history} />);
  return history;
}

// A form screen without data (screens/complaint-form.json), and the page it goes back to.
const form = '/complainPageNext?orderId=10174&problemType=2&typeTitle=Collection';

describe('the app draws its first screen without the router', () => {
  it('shows the page, keeps it through query-only moves with what was typed, and loads the router only for another path', async () => {
    const history = renderAt(form);
    const field = await screen.findByRole('textbox', undefined, { timeout: 5000 });
    await userEvent.type(field, 'Kinausap ang kapatid ko');
    expect(routerModule.loads, 'router loaded for the first screen').toBe(0);

    // The same path with another query: the same screen, still drawn without the router, nothing lost.
    act(() => history.replace('/complainPageNext?orderId=10174&problemType=3&typeTitle=Harassment'));
    await waitFor(() => expect(firstScreenQueries.at(-1)).toMatchObject({ problemType: '3', typeTitle: 'Harassment' }), { timeout: 5000 });
    expect(routerModule.loads).toBe(0);
    expect(screen.getByRole('textbox')).toBe(field);
    expect(field).toHaveValue('Kinausap ang kapatid ko');

    // Another path: the router comes and draws it.
    act(() => history.push('/complaintList'));
    await waitFor(() => expect(document.querySelector('[data-screen="complaint-list"]')).not.toBeNull(), { timeout: 5000 });
    expect(routerModule.loads).toBe(1);

    // Back to the first path: the router draws it now.
    act(() => history.back());
    await waitFor(() => expect(document.querySelector('[data-screen="complaint-form"]')).not.toBeNull(), { timeout: 5000 });
    expect(routerModule.loads).toBe(1);
  });

  it('offers a retry when the router cannot come, and moves on when it does', async () => {
    routerModule.failNext = true;
    const history = renderAt(form);
    await screen.findByRole('textbox', undefined, { timeout: 5000 });
    act(() => history.push('/complaintList'));
    const retry = await screen.findByRole('button', { name: market.messages.retry }, { timeout: 5000 });
    await userEvent.click(retry);
    await waitFor(() => expect(document.querySelector('[data-screen="complaint-list"]')).not.toBeNull(), { timeout: 5000 });
    expect(routerModule.loads).toBe(2);
  });
  it("offers the retry when another screen's code does not come once the router draws, and draws it on the tap (never the router's own error)", async () => {
    const history = renderAt(form);
    await screen.findByRole('textbox', undefined, { timeout: 5000 });
    screenModule.failOnce = 'complaint-list';
    act(() => history.push('/complaintList'));
    const retry = await screen.findByRole('button', { name: market.messages.retry }, { timeout: 5000 });
    expect(screen.getByRole('alert').textContent).toContain(market.messages.networkError);
    expect(document.body.textContent).not.toContain('Something went wrong');
    await userEvent.click(retry);
    await waitFor(() => expect(document.querySelector('[data-screen="complaint-list"]')).not.toBeNull(), { timeout: 5000 });
  });
});
