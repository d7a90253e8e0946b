// The one question a failed chunk asks (issue 63): does the site serve another release than this
// page's? Another one means reload; the same, or no answer, means the connection.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRelease, placeReleaseNotice, releaseNoticePlaced, releaseReplaced, resetReleaseCheck, subscribeRelease, versionFile } from './release-check';

/** A page of build `own` (its meta, as the build writes it). */
function pageOf(own?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (own) doc.head.innerHTML = `<meta name="kaagapay-build" content="${own}">`;
  return doc;
}
const serving = (version: unknown) => vi.fn(async (_url: string) => new Response(JSON.stringify({ version }), { status: 200 }));

afterEach(() => resetReleaseCheck());

describe('checkRelease', () => {
  it("asks the site's version file, and says replaced when it names another build, for good", async () => {
    const fetchVersion = serving('0.1.0+bbbbbbbbbbbb');
    const seen = vi.fn();
    subscribeRelease(seen);
    expect(await checkRelease(pageOf('0.1.0+aaaaaaaaaaaa'), fetchVersion)).toBe(true);
    expect(fetchVersion).toHaveBeenCalledWith(versionFile);
    expect(releaseReplaced()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    // Once seen, not asked again.
    expect(await checkRelease(pageOf('0.1.0+aaaaaaaaaaaa'), fetchVersion)).toBe(true);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('says not replaced for the same build, no answer, an error page, a reply without a version, or a page that names none', async () => {
    const own = pageOf('0.1.0+aaaaaaaaaaaa');
    expect(await checkRelease(own, serving('0.1.0+aaaaaaaaaaaa'))).toBe(false);
    expect(await checkRelease(own, () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
    expect(await checkRelease(own, async () => new Response('<html>', { status: 404 }))).toBe(false);
    expect(await checkRelease(own, async () => new Response('not json', { status: 200 }))).toBe(false);
    expect(await checkRelease(own, serving(42))).toBe(false);
    const never = vi.fn();
    expect(await checkRelease(pageOf(), never)).toBe(false);
    expect(never).not.toHaveBeenCalled();
    expect(releaseReplaced()).toBe(false);
  });

  it('asks once for failures that come together', async () => {
    const fetchVersion = serving('0.1.0+aaaaaaaaaaaa');
    const own = pageOf('0.1.0+aaaaaaaaaaaa');
    await Promise.all([checkRelease(own, fetchVersion), checkRelease(own, fetchVersion), checkRelease(own, fetchVersion)]);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    // A later failure asks again: the site may have changed since.
    await checkRelease(own, fetchVersion);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('counts the screens that say it in their own place', () => {
    const first = placeReleaseNotice();
    const second = placeReleaseNotice();
    first();
    first();
    expect(releaseNoticePlaced()).toBe(true);
    second();
    expect(releaseNoticePlaced()).toBe(false);
  });
});
