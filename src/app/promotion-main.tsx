import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashHistory } from '@tanstack/react-router';
// Only the Mantine styles of the components the landing's widgets use (the full sheet is ~40 kB gzipped).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Center.css';
import './app.css';
import { App } from './app';
import { createAppServices } from './create-app-services';
import { landingAddress } from './landing-address';
import { promotionWidgets } from './promotion-widgets';

/** The promotion landing (/promotion/): hash history, its own small bundle (CONTRACT "Entries and history"). */
async function start(): Promise<void> {
  // Only dev-API builds (mode devapi) keep this branch; production builds drop it and the mock code.
  if (import.meta.env.VITE_DEV_API === 'true') {
    const { startDevApi } = await import('../dev-api/browser');
    await startDevApi();
  }
  const moved = landingAddress(window.location);
  if (moved) window.history.replaceState(window.history.state, '', moved);
  const root = document.getElementById('root');
  if (!root) throw new Error('promotion/index.html lacks <div id="root">');
  createRoot(root).render(
    <StrictMode>
      {/* An anonymous visitor: no session parameters. */}
      <App services={createAppServices('')} entry="promotion" history={createHashHistory()} widgets={promotionWidgets} />
    </StrictMode>,
  );
}

void start();
