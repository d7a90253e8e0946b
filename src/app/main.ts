// First: telemetry listens for errors before any other module runs (src/telemetry/start-early.ts).
import '../telemetry/start-early';
import { appEntry } from './app';
import { mountApp } from './mount-app';
import { followHostNotFound } from './prerendered-route';

/** The borrower app and company site (entry "app"). */
followHostNotFound(document.getElementById('root'));
void mountApp(() => appEntry());
