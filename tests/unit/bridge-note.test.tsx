import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../harness/render-app';
import { fieldLabel } from '../support/screen-copy';

// In a plain browser the host-app bridge only records its calls. Testers of dev builds see the last
// one in a note over the page; a production page must not show borrowers developer text, so there
// the call is only logged to the console.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function openAndCallBridge() {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  // The test preview loads no data: no API is needed.
  const { services } = renderApp('/testPreview');
  await screen.findByLabelText(fieldLabel('test-preview', 'appVersion'), {}, { timeout: 5000 });
  act(() => services.bridge.call('bindBankStart', { productId: '1' }));
  return { info, services };
}

describe('the bridge note in a plain browser', () => {
  it('a production build shows no note and logs the call', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    const { info, services } = await openAndCallBridge();
    expect(screen.queryByTestId('bridge-log')).toBeNull();
    expect(screen.queryByText(/App bridge/)).toBeNull();
    expect(info).toHaveBeenCalledWith('bridge (no host app): bindBankStart {"productId":"1"}');
    expect(services.bridge.log.map((call) => call.action)).toEqual(['bindBankStart']);
  });

  it('the dev server shows the last call', async () => {
    await openAndCallBridge();
    expect(screen.getByTestId('bridge-log')).toHaveTextContent('App bridge: bindBankStart {"productId":"1"}');
  });

  it('a dev-API build (the end-to-end tests, the preview) shows the last call', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_DEV_API', 'true');
    await openAndCallBridge();
    expect(screen.getByTestId('bridge-log')).toHaveTextContent('App bridge: bindBankStart {"productId":"1"}');
  });
});
