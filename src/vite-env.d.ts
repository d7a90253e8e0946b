/// <reference types="vite/client" />

declare module 'virtual:screens' {
  import type { Screen } from './generated/screen';
  export interface ScreenMeta {
    id: string;
    file: string;
    entry: 'app' | 'promotion' | 'none';
    routes: string[];
    load(): Promise<Screen>;
  }
  export const screens: ScreenMeta[];
}

interface ImportMetaEnv {
  readonly VITE_DEV_API?: string;
}
