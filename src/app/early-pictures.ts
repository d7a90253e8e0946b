// The pictures a page's first screen draws straight from an early reply (src/app/early-calls.ts):
// the landing's banner, which its channel template names, and the order's status picture.
import { pictureSlotAttribute, type EarlyPicture } from '../api/early-replies';
import { parseReply } from '../api/reply-json';
import { evaluate } from '../expressions/evaluate';
import { checkUrl, pageAddress } from '../lib/safe-url';
import { addHeadLink } from './head-link';

/**
 * Fetches each picture the screen will draw from this reply as soon as the reply is in: on a slow
 * phone, a round trip less after the app has drawn it. The address is the block's own expression,
 * evaluated on the reply as the screen will read it (its scope holds nothing else: the build plans
 * only addresses that read nothing else). The reply is not checked yet, so only an address the
 * widget itself would load is fetched (checkUrl, as src/widgets/image/image.tsx), and under the
 * same URL, so the picture the app draws is this one.
 *
 * While the build's page is still on screen, the picture is also shown in the place that page holds
 * for it (a panel hidden from screen readers, with a hidden image in it): the borrower sees it before
 * the app has loaded, which on a slow phone is a second or more (an image whose src reads one value:
 * the widget marks that place; other pictures are only fetched). The app then draws the picture, with
 * its alt text, in the same box and from the browser's cache, so nothing moves and nothing is fetched twice.
 */
export async function fetchPictures(reply: Promise<Response>, pictures: EarlyPicture[]): Promise<void> {
  try {
    // Called as the call starts, so this reads a copy before the app can take the reply over and read it;
    // read as the app reads it, so an address holding a long id is the one the app draws.
    const body = parseReply(await (await reply).clone().text()) as { data?: unknown };
    for (const picture of pictures) {
      const scope = picture.at.reduceRight<unknown>((inner, key) => ({ [key]: inner }), body.data) as Record<string, unknown>;
      const checked = checkUrl(evaluate(picture.src, scope), pageAddress());
      if (!checked) continue;
      const href = checked.kind === 'web' ? checked.href : checked.path;
      // The preload is used only by an image of the same credentials mode (src/widgets/image/image.tsx);
      // the build worked it out (route-html-plugin.ts earlyPictures): this script reads no expression's calls, so it stays small and apart from the app's chunks.
      addHeadLink({ rel: 'preload', as: 'image', fetchpriority: 'high', href, ...(picture.crossOrigin && { crossorigin: picture.crossOrigin }) });
      const place = picture.slot === undefined ? undefined : [...document.querySelectorAll(`#root[data-prerendered] [${pictureSlotAttribute}]`)].find((at) => at.getAttribute(pictureSlotAttribute) === picture.slot)?.querySelector('img');
      if (place) {
        place.src = href;
        place.hidden = false;
      }
    }
  } catch {
    // Nothing is lost: the app fetches each picture when it draws it.
  }
}
