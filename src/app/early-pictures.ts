// The pictures a page's first screen draws straight from an early reply (src/app/early-calls.ts):
// the landing's banner, which its channel template names.
import { checkUrl, pageAddress } from '../lib/safe-url';

/**
 * Fetches each picture the screen will draw from this reply as soon as the reply is in: on a slow
 * phone, a round trip less after the app has drawn it. The reply is not checked yet, so only an
 * address the image widget itself would load is fetched (checkUrl, as src/widgets/image/image.tsx),
 * and under the same URL, so the picture the app draws is this one.
 */
export async function fetchPictures(reply: Promise<Response>, paths: string[][]): Promise<void> {
  try {
    // Called as the call starts, so this reads a copy before the app can take the reply over and read it.
    const body = (await (await reply).clone().json()) as { data?: unknown };
    for (const path of paths) {
      const value = path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), body.data);
      const checked = checkUrl(value, pageAddress());
      if (!checked) continue;
      const link = document.createElement('link');
      for (const [name, text] of Object.entries({ rel: 'preload', as: 'image', fetchpriority: 'high', href: checked.kind === 'web' ? checked.href : checked.path })) link.setAttribute(name, text);
      document.head.append(link);
    }
  } catch {
    // Nothing is lost: the app fetches each picture when it draws it.
  }
}
