import { checkRelease } from '../lib/release-check';
import type { ScreenServices } from './types';

/**
 * What the borrower is told when code a step needs did not come: the connection's error, unless
 * the page's release was replaced (a deploy and a prune took its files), which the page-wide
 * notice already says to reload for (issue 63).
 */
export async function tellCodeFailed(services: ScreenServices): Promise<void> {
  if (!(await checkRelease())) services.toast.show(services.market.messages.networkError, 'fail');
}
