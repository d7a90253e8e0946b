import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { recoveredRender } from '../renderer/recoverable-errors';
import { clearPrerenderedMarks } from './prerendered-route';

/**
 * Draws the app live over the build's page of its route instead of taking that page over, for a
 * data screen whose replies are already in when the app starts (its page's early calls brought
 * them: src/app/early-calls.ts). Hydrating would draw the layout again to match the build's page
 * (the built pass), then the page's own values, then the data: three passes for what one draws. Here
 * React keeps the build's markup on screen until it commits its own (a new root clears its
 * container in its first commit), so the page goes from its layout to its data in one frame, as it
 * did after hydration, and with no hydration there is nothing to mismatch. In a transition: React
 * renders in slices of a few milliseconds with the browser free in between, as it hydrates.
 */
export function drawOver(root: HTMLElement, app: ReactNode): Root {
  const drawn = createRoot(root, { onRecoverableError: recoveredRender });
  startTransition(() => {
    drawn.render(
      <StrictMode>
        {app}
        <Drawn root={root} />
      </StrictMode>,
    );
  });
  return drawn;
}

/** Once React's markup has replaced the build's: #root no longer holds it (tests wait for this). */
function Drawn({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => clearPrerenderedMarks(root), [root]);
  return null;
}
