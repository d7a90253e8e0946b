import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { loadLanguageMessages, setPageLanguage } from '../i18n/language';

/**
 * A story in a language of config/market.json (Storybook's Language toolbar): the page is set to
 * it and its messages are in before the story draws, and a change draws the story again from the start.
 */
export function InLanguage({ code, children }: { code: string; children: ReactNode }) {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setPageLanguage(code);
    void loadLanguageMessages().then(() => live && setReady(code));
    return () => {
      live = false;
    };
  }, [code]);
  return ready === code ? <Fragment key={code}>{children}</Fragment> : null;
}
