// A tab can outlive its release (issue 63). Its page names the build it came from; once the site
// serves another and prunes the old one's files, the tab's next lazy chunk answers 404, and a retry
// asks for the same missing file again. So when code fails to come, the site's current release is
// asked (/version.json, never from a cache): another one means "a new version is ready, reload",
// never "check your connection". The same release, or no answer, means the connection.
// No imports: the static page's script (src/app/load-app-on-use.ts) reads it too.

/** The meta element every built page carries (src/build/build-version.ts buildVersionMeta; a test holds the two equal). Telemetry reads it too (src/telemetry/page-facts.ts): a lower layer than telemetry, lib holds it. */
export const buildMetaName = 'kaagapay-build';

/** The file every build writes at its root with its name (src/build/host-files-plugin.ts), served uncached. */
export const versionFile = '/version.json';

type Listener = () => void;

let replaced = false;
let checking: Promise<boolean> | undefined;
let placed = 0;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

/** The build this page came from (its meta), if it says. */
export const ownRelease = (doc: Document | undefined = globalThis.document): string | undefined => doc?.querySelector<HTMLMetaElement>(`meta[name="${buildMetaName}"]`)?.content || undefined;

/** Whether the site serves another release than this page's: asked once at a time, and true for good once seen. */
export function checkRelease(doc: Document | undefined = globalThis.document, fetchVersion: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-store', credentials: 'same-origin' })): Promise<boolean> {
  if (replaced) return Promise.resolve(true);
  const own = ownRelease(doc);
  if (!own) return Promise.resolve(false);
  checking ??= fetchVersion(versionFile)
    .then((reply) => (reply.ok ? (reply.json() as Promise<{ version?: unknown }>) : undefined))
    .then(
      (served) => typeof served?.version === 'string' && served.version !== own,
      () => false,
    )
    .then((other) => {
      checking = undefined;
      if (other && !replaced) {
        replaced = true;
        emit();
      }
      return other;
    });
  return checking;
}

/** Whether a check has found another release served. */
export const releaseReplaced = (): boolean => replaced;

/** Whether a screen says it in its own place (then the page-wide notice need not). */
export const releaseNoticePlaced = (): boolean => placed > 0;

export function subscribeRelease(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen that says it in its own place while mounted; the returned function takes that back. */
export function placeReleaseNotice(): () => void {
  placed += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    placed -= 1;
    emit();
  };
}

/** Tests only: forget what was seen. */
export function resetReleaseCheck(): void {
  replaced = false;
  checking = undefined;
  placed = 0;
  emit();
}
