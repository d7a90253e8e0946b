import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import './app.css';
import { App } from './app';
import { createAppServices } from './create-app-services';
import { widgetRegistry } from '../widgets/registry';

async function start(): Promise<void> {
  // Only dev-API builds (mode devapi) keep this branch; production builds drop it and the mock code.
  if (import.meta.env.VITE_DEV_API === 'true') {
    const { startDevApi } = await import('../dev-api/browser');
    await startDevApi();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks <div id="root">');
  createRoot(root).render(
    <StrictMode>
      <App services={createAppServices()} entry="app" widgets={widgetRegistry} />
    </StrictMode>,
  );
}

void start();
