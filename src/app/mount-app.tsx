// What every page needs before any component: Mantine's CSS variables, reset and global rules
// (each component's own stylesheet comes with it: src/build/mantine-styles-plugin.ts), then ours.
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app.css';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** Starts an entry: the dev API first in dev-API builds, then the app in #root. */
export async function mountApp(props: ComponentProps<typeof App>): Promise<void> {
  // Only dev-API builds (mode devapi) keep this branch; production builds drop it and the mock code.
  if (import.meta.env.VITE_DEV_API === 'true') {
    const { startDevApi } = await import('../dev-api/browser');
    await startDevApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error(`${window.location.pathname}: the page lacks <div id="root">`);
  createRoot(root).render(
    <StrictMode>
      <App {...props} />
    </StrictMode>,
  );
}
