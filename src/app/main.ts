import { appEntry } from './app';
import { mountApp } from './mount-app';

/** The borrower app and company site (entry "app"). */
void mountApp(() => appEntry());
