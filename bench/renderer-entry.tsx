/**
 * The renderer side of the bench: the real app (src/app) opened at /bindBank, so the real
 * screens/bind-bank.json is rendered by the real router, ScreenView, widget loading and
 * server-fields widget. Its card-init call goes to the bench server, which answers N field
 * definitions.
 *
 * The only bench-specific choice is here: a memory history, as the page itself is served at
 * /renderer.html. If the way an entry mounts changes, mirror src/app/main.ts in these lines.
 */
import '@mantine/core/styles.css';
import '../src/app/app.css';
import { createMemoryHistory } from '@tanstack/history';
import { appEntry } from '../src/app/app';
import { mountApp } from '../src/app/mount-app';

// The page's own query (the runner's sessionId) goes with it, as the app's /bindBank page has it: the
// call the page's first script starts early (src/app/early-calls.ts) reads the address, and without
// the same query the app's call was another, made again after the app had started (data at ~0.97 s
// instead of ~0.64 s at N = 20).
void mountApp(() => appEntry(createMemoryHistory({ initialEntries: [`/bindBank${window.location.search || '?productId=1'}`] })));
