import { englishIn } from './english-words';
import { waitForSettled, type TestPage } from './browser';

/**
 * What a page shows a borrower, read in the browser once it has settled: its visible text, its fields'
 * placeholders (a hint the page's text leaves out), then the words drawn in its visible SVG pictures.
 * `ownLanguage` is the part written in a language other than the page's on purpose (an English legal
 * text marked lang="en" inside a Filipino page: tests/e2e/page-language.ts), line by line.
 */
export async function shownText(page: TestPage): Promise<{ text: string; ownLanguage: string[] }> {
  await waitForSettled(page);
  return page.evaluate(async () => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const pictures = [...document.images].filter((image) => shown(image) && /\.svg(\?|$)/.test(image.src));
    const drawn = await Promise.all(
      [...new Set(pictures.map((image) => image.src))].map(async (src) => {
        const svg = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml');
        return [...svg.querySelectorAll('text')].map((text) => text.textContent ?? '').join('\n');
      }),
    );
    const placeholders = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')].filter(shown).map((field) => field.placeholder);
    const pageLanguage = document.documentElement.lang;
    const marked = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter((element) => element.lang !== pageLanguage && shown(element));
    return {
      text: [document.body.innerText, ...placeholders, ...drawn].join('\n'),
      ownLanguage: marked.flatMap((element) => element.innerText.split('\n')).map((line) => line.trim()).filter(Boolean),
    };
  });
}

/** The English in a text: each line with a word the allow-list does not name, the words first. */
export function englishLines(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const words = englishIn(line);
    return words.length ? [`${words.join(', ')}  ←  ${line.trim()}`] : [];
  });
}

/** The lines of what a page shows outside its parts marked with a language of their own. */
export function unmarkedLines({ text, ownLanguage }: { text: string; ownLanguage: string[] }): string[] {
  const marked = new Map<string, number>();
  for (const line of ownLanguage) marked.set(line, (marked.get(line) ?? 0) + 1);
  return text.split('\n').filter((raw) => {
    const line = raw.trim();
    const left = marked.get(line) ?? 0;
    if (left === 0) return true;
    marked.set(line, left - 1);
    return false;
  });
}
