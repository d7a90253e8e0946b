// Node-only: the addresses a screen builds with api_url() rather than calls (the landing's captcha
// picture), as npm run probe checks them: fetched as the browser's <img> fetches them (no session,
// no envelope), they must answer 200 with an image, or the borrower sees a broken picture and
// cannot register.
import type { ApiAddress } from './api-addresses.ts';
import { isGiven } from './probe-values.ts';
import type { ContractEndpoint } from './fixtures.ts';

/**
 * The query the page sends with the picture: what a fixture's given value fetches the same address
 * with (get-sms's captcha: the sid get-sid gave), and the page's own values for the rest (the time
 * stamp that keeps a browser from showing a cached picture).
 */
export function pictureQuery(address: ApiAddress, fixtures: readonly ContractEndpoint[], now = Date.now()): Record<string, unknown> {
  const known = fixtures
    .flatMap((f) => Object.values(f.request?.params ?? {}))
    .filter(isGiven)
    .find((g) => g.standIn?.get === address.pathTemplate)?.standIn?.query;
  return Object.fromEntries(Object.keys(address.query).map((name) => [name, known?.[name] ?? String(now)]));
}

export interface PictureReply {
  status: number;
  type: string;
  bytes: number;
  cacheControl: string;
}

/** What is wrong with the picture's reply, for a borrower's page; none when it shows. */
export function pictureProblems(reply: PictureReply): { failed: string[]; warnings: string[] } {
  const failed: string[] = [];
  if (reply.status !== 200) failed.push(`HTTP ${reply.status} (expected 200 and the picture: the page would show a broken picture)`);
  else if (!/^image\//i.test(reply.type)) failed.push(`content type ${reply.type || 'none'} (expected an image, image/*: an <img> shows anything else as a broken picture)`);
  else if (reply.bytes === 0) failed.push('an empty body (expected the picture)');
  // Each picture belongs to its sid and the moment it was drawn: a cached one shows a captcha the server no longer accepts.
  const warnings = failed.length || /no-store/i.test(reply.cacheControl) ? [] : [`Cache-Control ${reply.cacheControl ? `"${reply.cacheControl}"` : 'absent'} (expected no-store: a cached picture shows a captcha the server no longer accepts)`];
  return { failed, warnings };
}
