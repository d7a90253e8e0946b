import { createContext } from 'react';

// What a screen's dialogs draw with that the screen itself does not load: the build lists it by
// dialog (src/compiler/6-emit/screen-manifest.ts), and the dialog host fetches it when a dialog
// first opens (./dialog-parts-loader.ts), so a page fetches no code up front for a dialog it may
// never show. Only the list is here: this module ships with the app's first script.

export interface DialogNeeds {
  /** Widgets the screen has not loaded. */
  widgets: readonly string[];
  /** It draws fields: it has a form of its own (react-hook-form). */
  form: boolean;
}

/** The manifest's dialogs of the screen shown (a dialog needing nothing is not listed); absent (Storybook, which loads every widget): dialogs draw with the screen's widgets and form. */
export const DialogNeedsContext = createContext<Readonly<Record<string, DialogNeeds>> | null>(null);
