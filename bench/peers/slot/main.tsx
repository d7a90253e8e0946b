/**
 * "project": the project's renderer in the peer benchmark, drawing the shared workload as ONE
 * screen document. The harness's rules for this slot (impls/_project-template there): the same
 * fields in the same order, the digits filter, exactly each field's message under it, no network
 * request, and a bundle that does not grow with N.
 *
 * The page starts the app as src/app/main.ts → src/app/mount-app.tsx do, on a page the build did
 * not prerender: the app's stylesheets, the page's language, the app entry (src/app/app.tsx
 * appEntry: services, router, query cache; here with a memory history at the screen's route), its
 * route loaded (the screen's document, widgets and renderer: src/app/screen-loader.tsx) before the
 * first render, then that render. Only the root is the harness's (shared/bench-app.tsx mountApp), so
 * that the bench's marks are made as for the peers. The page's HTML links the route's chunks up
 * front, as the app's route pages do (../slot-build.ts).
 *
 * Bench-specific: virtual:screens is ./screens.ts, whose one screen is the document built below
 * from N (./screen.ts), and virtual:languages is ./languages.ts (English only).
 */
// The stylesheets src/app/mount-app.tsx imports before any component (each Mantine component's own
// comes with the component: the project's mantine-styles plugin is in this build); ../slot.test.ts
// holds the two lists equal.
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@project/src/app/app.css';
import { createMemoryHistory } from '@tanstack/history';
import { appEntry } from '@project/src/app/app';
import { choosePageLanguage, loadLanguageMessages } from '@project/src/i18n/language';
import { makeFields, readN } from '@peers/shared/workload';
import { mountApp } from '@peers/shared/bench-app';
import { sample } from 'virtual:peer-bench-screen';
import { pageScreen, ROUTE } from './screen';
import { showScreen } from './screens';

async function start(): Promise<void> {
  // Turning N into the screen document, between the marks the peers put around building their
  // schemas. mountApp marks again around its own call; the harness reads the first of each mark.
  performance.mark('bench:build-start');
  showScreen(pageScreen(makeFields(readN()), sample));
  performance.mark('bench:build-end');
  choosePageLanguage();
  await loadLanguageMessages();
  const entry = appEntry(createMemoryHistory({ initialEntries: [ROUTE] }));
  await entry.load();
  mountApp(() => entry.render(false));
}

void start();
