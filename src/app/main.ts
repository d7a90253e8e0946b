// First: telemetry listens for errors before any other module runs (src/telemetry/start-early.ts).
import '../telemetry/start-early';
import { appEntry } from './app';
import { mountApp } from './mount-app';

/** The borrower app and company site (entry "app"). */
void mountApp(() => appEntry());
