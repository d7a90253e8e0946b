// The pictures a page's first screen draws straight from an early reply (src/app/early-calls.ts):
// the landing's banner, which its channel template names.
import { pictureSlotAttribute, type EarlyPicture } from '../api/early-replies';
import { checkUrl, pageAddress } from '../lib/safe-url';

/** How the image widget's object-fit draws as a background (src/widgets/image/image.tsx); no fit is the image's own default, fill. */
const backgroundSizes: Record<string, string> = { contain: 'contain', cover: 'cover', 'scale-down': 'contain', none: 'auto' };

/**
 * Fetches each picture the screen will draw from this reply as soon as the reply is in: on a slow
 * phone, a round trip less after the app has drawn it. The reply is not checked yet, so only an
 * address the image widget itself would load is fetched (checkUrl, as src/widgets/image/image.tsx),
 * and under the same URL, so the picture the app draws is this one.
 *
 * While the build's page is still on screen, the picture is also shown in the place that page holds
 * for it, as that place's background: the borrower sees it before the app has loaded, which on a
 * slow phone is a second or more. The place tells screen readers what it told them before (nothing,
 * or the alt text the build had) until the app draws the picture itself, in the same box, so nothing moves.
 */
export async function fetchPictures(reply: Promise<Response>, pictures: EarlyPicture[]): Promise<void> {
  try {
    // Called as the call starts, so this reads a copy before the app can take the reply over and read it.
    const body = (await (await reply).clone().json()) as { data?: unknown };
    for (const picture of pictures) {
      const value = picture.path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), body.data);
      const checked = checkUrl(value, pageAddress());
      if (!checked) continue;
      const href = checked.kind === 'web' ? checked.href : checked.path;
      const link = document.createElement('link');
      for (const [name, text] of Object.entries({ rel: 'preload', as: 'image', fetchpriority: 'high', href })) link.setAttribute(name, text);
      document.head.append(link);
      const place = [...document.querySelectorAll<HTMLElement>(`#root[data-prerendered] [${pictureSlotAttribute}]`)].find((at) => at.getAttribute(pictureSlotAttribute) === picture.slot);
      if (place) {
        place.style.backgroundImage = `url(${JSON.stringify(href)})`;
        place.style.backgroundSize = backgroundSizes[place.style.objectFit] ?? '100% 100%';
        place.style.backgroundPosition = 'center';
        place.style.backgroundRepeat = 'no-repeat';
      }
    }
  } catch {
    // Nothing is lost: the app fetches each picture when it draws it.
  }
}
