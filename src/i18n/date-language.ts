import dayjs from 'dayjs';

/**
 * dayjs's locale for each page language whose month and day names are not English. Loaded only on
 * a page in that language, so English pages do not carry its names. dayjs ships Tagalog as tl-ph,
 * which is the Filipino the market's pages use.
 */
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  fil: () => import('dayjs/locale/tl-ph'),
};
const dayjsLocaleNames: Record<string, string> = { fil: 'tl-ph' };

/** The dayjs locale that writes this page language's month and day names ('en' for one dayjs has none for). */
export const dayjsLocaleName = (code: string): string => dayjsLocaleNames[code] ?? 'en';

/** Makes date() write month and day names in this page language (English where dayjs has no locale for it). */
export async function loadDateLanguage(code: string): Promise<void> {
  const load = dayjsLocales[code];
  if (!load) {
    dayjs.locale('en');
    return;
  }
  await load();
  dayjs.locale(dayjsLocaleNames[code]);
}
