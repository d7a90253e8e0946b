// The studio page's entry, served at /__studio by the dev server alone (src/studio/server/studio-plugin.ts).
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { Studio } from './studio';
import { studioMarker } from '../studio-marker';

document.documentElement.dataset.studio = studioMarker;

// A save changes screens/ or locales/, and the dev server then reloads every open page (the screens
// plugin). The studio redraws its canvas itself and would lose its undo history to a reload, so it
// holds the reload off: the listener's promise never settles, and Vite's client waits for it.
import.meta.hot?.on('vite:beforeFullReload', () => new Promise<void>(() => undefined));

// Mantine's dimmed grey (descriptions, hints) is 3.3:1 on white; the studio's is 7:1, as axe asks.
const readableDimmed = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

createRoot(document.getElementById('studio')!).render(
  <MantineProvider cssVariablesResolver={readableDimmed}>
    <Studio />
  </MantineProvider>,
);
