import type { Screen } from '../generated/screen.ts';
import { buildUrl, requestBody, requestInit, type ClientConfig, type EndpointCall, type RequestOptions } from './request.ts';

// Calls a route page starts before the app has loaded (src/app/early-calls.ts), handed over to the
// API client when it makes the same call: same method, address, headers (the page's language among
// them) and body, so the reply is the one the app would have asked for. Each is taken at most once, and only until the page's first screen
// has its data (closeEarlyReplies): a call made after that asks again.

/** The id of the JSON element the build writes into a route page: what its first screen loads (src/build/route-html-plugin.ts). */
export const earlyPlanElementId = 'early-calls';

/** That element's content: the parts of the screen's document its data sources read, and where the page is served. */
export type EarlyCallPlan = Pick<Screen, 'id' | 'query' | 'state' | 'data' | 'endpoints'> & {
  /** The paths the host serves this page at; a host also serves an entry's page for unknown paths, which get no early calls. */
  paths: string[];
  /** The page's routes and query are in the address's hash (the landing): paths are hash routes. */
  hashRoutes?: boolean;
  /** Pictures the screen draws straight from an early reply, fetched as soon as it is in (src/build/route-html-plugin.ts earlyPictures). */
  pictures?: EarlyPicture[];
  /**
   * On a page whose routes are in the hash: by each of its other routes, the scripts that route's
   * screen loads and the page does not link (its document in the page's language, its widgets). The
   * host cannot tell the hash apart, so the page links only its home screen's; opened at another
   * route, the early script fetches that route's instead of leaving them to the app, which asks only
   * once its own scripts have run: on a slow phone a round trip after them.
   */
  routeScripts?: Record<string, string[]>;
  /**
   * The validators of the early calls' replies (their chunks' addresses), fetched with the calls:
   * the app checks each reply before drawing it (src/api/client.ts), and on a slow phone a validator
   * asked for only once the app has started arrives a round trip after the reply.
   */
  replyScripts?: string[];
};

/**
 * A picture block marked priority (an image's src, a banner's image) whose address reads nothing but
 * one data source's reply: the source's name, where the reply's data sits in the screen's scope
 * (["state", "template"] for an opening step saved as template, ["data", "order"] for the data
 * source order), and the address's compiled expression, which the early-calls script evaluates on it.
 */
export interface EarlyPicture {
  source: string;
  at: string[];
  src: unknown;
  /** For an image whose src reads one value, that path ("state.template.banner"): the image widget marks its place in the build's page with it (pictureSlotAttribute). */
  slot?: string;
  /** The <img>'s crossorigin, decided by the build (src/api/api-pictures.ts), so the early script's preload is the one the image uses without reading expressions to find it out. */
  crossOrigin?: 'anonymous';
}

/** Marks the place the build's page holds for a picture its early reply names (src/widgets/image/image.tsx); src/app/early-pictures.ts shows the picture there. */
export const pictureSlotAttribute = 'data-picture-slot';

const replies = new Map<string, Promise<Response>>();
let open = true;

/** What is sent, as one text. Only calls without a body or with form fields are started early; a file upload never is. */
function requestKey(url: string, init: RequestOptions): string | undefined {
  const payload = init.body ?? undefined;
  if (payload !== undefined && !(payload instanceof URLSearchParams)) return undefined;
  const headers = Object.entries(init.headers).map(([name, value]) => `${name.toLowerCase()}: ${value}`).sort();
  return [`${init.method} ${url}`, ...headers, payload?.toString() ?? ''].join('\n');
}

/** Starts the call; its reply, which the app takes over (undefined when it is not started: a call with a file, or one already under way). */
export function startEarlyCall(config: ClientConfig, call: EndpointCall): Promise<Response> | undefined {
  if (!open) return undefined;
  const url = buildUrl(config, call);
  const init = requestInit(config, call, requestBody(call));
  const key = requestKey(url, init);
  if (key === undefined || replies.has(key)) return undefined;
  const reply = (config.fetch ?? fetch)(url, init);
  // A lost connection is reported by the call that takes the reply, or by nobody if none does.
  reply.catch(() => undefined);
  replies.set(key, reply);
  return reply;
}

/** The reply of the same request started early, if there is one; it is the caller's from now on. */
export function takeEarlyReply(url: string, init: RequestOptions): Promise<Response> | undefined {
  const key = requestKey(url, init);
  if (!open || key === undefined) return undefined;
  const reply = replies.get(key);
  replies.delete(key);
  return reply;
}

/** The first screen has its data: replies nobody took are dropped, and no more calls start early. */
export function closeEarlyReplies(): void {
  open = false;
  replies.clear();
}
