/// <reference types="vite/client" />

declare module 'virtual:screens' {
  import type { Screen } from './generated/screen';
  import type { DialogNeeds } from './renderer/dialog-parts';
  export interface ScreenMeta {
    id: string;
    file: string;
    entry: 'app' | 'promotion' | 'none';
    routes: string[];
    /** Block types the screen renders before a dialog opens (its body, footer, server field kinds). */
    widgets: string[];
    /** It reads mobile numbers: the reader loads while it is drawn, at the borrower's first touch of the page (src/lib/mobile-numbers-on-use.ts). */
    mobileNumbers: boolean;
    /** It draws fields before a dialog opens (src/app/screen-modules.ts). */
    form: boolean;
    /** By dialog id, what opening it loads: widgets the screen has not, and the form library for its own fields (src/renderer/dialog-parts-loader.ts). */
    dialogs: Record<string, DialogNeeds>;
    /** It loads data (endpoints or storage): src/renderer/data-screen-view.tsx loads with it. */
    data: boolean;
    /** The document in a language of config/market.json languages (the default when absent or unknown). */
    load(language?: string): Promise<Screen>;
  }
  export const screens: ScreenMeta[];
  /** The screen with this id, or undefined when no screen (or only a broken one) has it. */
  export function screenById(id: string): ScreenMeta | undefined;
}

interface ImportMetaEnv {
  readonly VITE_DEV_API?: string;
}

declare module 'virtual:screens/promotion' {
  import type { ScreenMeta } from 'virtual:screens';
  /** The landing's screens and the not-found screen. */
  export const screens: ScreenMeta[];
  export function screenById(id: string): ScreenMeta | undefined;
  export type { ScreenMeta };
}

declare module 'virtual:languages' {
  /** Each language but the default, by its code: config/market.json messages in it (screens in it: virtual:screens load(language)). */
  export const languages: Record<string, { messages: Record<string, string> }>;
}

declare module 'virtual:reply-schemas' {
  /** A validation function compiled from schemas/replies/<name>.json (ajv standalone code). */
  export interface ReplyValidator {
    (reply: unknown): boolean;
    errors?: { instancePath: string; message?: string; keyword: string }[] | null;
  }
  /** Reply schema name → its validator, loaded on first use. */
  export const replySchemas: Record<string, () => Promise<ReplyValidator>>;
}

declare module 'virtual:declared-endpoints' {
  import type { DeclaredEndpoint } from './dev-api/example-replies';
  /** Every endpoint screens/ and screens/fragments/ declare, with its example replies (dev API only). */
  const declared: DeclaredEndpoint[];
  export default declared;
}
