import type { Platform } from '../bridge/bridge';

/** What a screen's `env` scope holds: measured by the renderer, read by expressions as env.<key>. */
export interface ScreenEnv {
  /** The on-screen keyboard is up (use-keyboard-open.ts keeps it current). */
  keyboardOpen: boolean;
  /** How the bridge talks: 'browser' outside the native app. */
  platform: Platform;
  /** The phone's system, from the user agent. */
  os: 'ios' | 'android' | 'other';
  /**
   * The page answers from the dev API (npm run dev, dev-API builds, Storybook), never in a
   * production build: what only the product team should see (the Truth-in-Lending cap flag) shows
   * with it.
   */
  devApi: boolean;
  /** The page's language (config/market.json languages: en, fil), e.g. for a note shown only on a translated page. */
  language: string;
}

/** The env a screen starts with. devApi is the caller's: only Vite-built code knows import.meta.env. */
export function initialEnv(platform: Platform, userAgent: string, devApi = false, language = ''): ScreenEnv {
  const os = /iphone|ipad|ipod/i.test(userAgent) ? 'ios' : /android/i.test(userAgent) ? 'android' : 'other';
  return { keyboardOpen: false, platform, os, devApi, language };
}

/** The keys of env, for the validator: a misspelt env.<key> is reported instead of reading null. */
export const envKeys = Object.keys(initialEnv('browser', '')) as (keyof ScreenEnv)[];
