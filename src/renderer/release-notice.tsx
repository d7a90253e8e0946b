import { useEffect, useState, useSyncExternalStore } from 'react';
import { checkRelease, placeReleaseNotice, releaseNoticePlaced, releaseReplaced, subscribeRelease } from '../lib/release-check';
import { useAppServices } from './app-services';
import { RetryState } from './retry-state';

// What the page says when its own code did not come (issue 63): after a deploy and a prune the
// tab's release is gone, and only a reload brings the page back (drafts keep what was typed), so the
// borrower is told a new version is ready, never to check a connection that works.

const noServerValue = () => false;

/** Whether the site now serves another release than this page's (src/lib/release-check.ts). */
export const useReleaseReplaced = (): boolean => useSyncExternalStore(subscribeRelease, releaseReplaced, noServerValue);

const reload = () => window.location.reload();

/** The message and the reload button, in the place of what could not be drawn. */
function NewVersionState({ screen }: { screen?: string }) {
  const { market } = useAppServices();
  useEffect(() => placeReleaseNotice(), []);
  return <RetryState message={market.messages.newVersion} onRetry={reload} action={market.messages.reload} screen={screen} />;
}

/**
 * In place of a screen (or the landing, or the router) whose code did not come: once the site's
 * release is known, a new version's reload, or the connection's retry. Nothing while asking (a
 * moment), so the wrong one never shows first.
 */
export function CodeFailedState({ onRetry, screen }: { onRetry: () => void; screen?: string }) {
  const { market } = useAppServices();
  const replaced = useReleaseReplaced();
  const [asked, setAsked] = useState(replaced);
  useEffect(() => {
    let live = true;
    void checkRelease().then(() => live && setAsked(true));
    return () => {
      live = false;
    };
  }, []);
  if (replaced) return <NewVersionState screen={screen} />;
  if (!asked) return null;
  return <RetryState message={market.messages.networkError} onRetry={onRetry} screen={screen} />;
}

/**
 * The page-wide notice, for code that failed where nothing stands in its place (a dialog, a step's
 * helper): shown once another release is seen, until the reload, unless a screen says it already.
 */
export function ReleaseNotice() {
  const { market } = useAppServices();
  const replaced = useReleaseReplaced();
  const placed = useSyncExternalStore(subscribeRelease, releaseNoticePlaced, noServerValue);
  if (!replaced || placed) return null;
  return (
    <div className="release-notice" role="alert" data-release-replaced="">
      <span>{market.messages.newVersion}</span>
      <button type="button" onClick={reload}>
        {market.messages.reload}
      </button>
    </div>
  );
}
