import { createContext, useContext } from 'react';

/**
 * True while what React draws must equal the page the build prerendered (src/build/prerender-plugin.ts):
 * on the server, and in the browser's hydration pass. The build knows no address query, session,
 * saved draft, phone or reply, so in this pass a screen draws as if it had none: the query is empty,
 * data screens show their loading state, the form starts blank. Right after hydration the app draws
 * again with what the page really has (src/app/app.tsx).
 */
export const FirstPassContext = createContext(false);

export const useFirstPass = () => useContext(FirstPassContext);
