/* Generated from schemas/ by npm run typegen: do not edit. CI fails when this file is stale. */

export type Name = string;
export type TelemetryEntry = VitalEntry | ErrorEntry;
/**
 * Text with digit runs of 4 or more, phone numbers, e-mail addresses and query strings replaced by placeholders ({digits}, {phone}, {email}, ?{query}).
 */
export type ScrubbedText = string;
/**
 * An address cut to its origin and path (no query, no hash), or a word such as inline or eval.
 */
export type Url = string;

/**
 * One batch of field reports a page sends with navigator.sendBeacon (src/telemetry/, issue 27): the page's web vitals and client errors. The body is this JSON as text/plain (a CORS-safelisted type, so a report endpoint on another origin needs no preflight). Nothing in it names the person: the route carries the names of the query values, never their values; messages, URLs and stacks are scrubbed (src/telemetry/scrub.ts).
 */
export interface TelemetryBatch {
  /**
   * The version of this payload's shape; a receiver refuses one it does not know.
   */
  format: 1;
  /**
   * The build that served the page, from its <meta name="kaagapay-build"> (version.json of the same build), e.g. 0.1.0+942d935ce6c6.
   */
  build: string;
  /**
   * The page's language (its <html lang>), e.g. en or fil.
   */
  language: string;
  /**
   * A random id for this page load, tied to no person or device: it groups the batches one page view sends.
   */
  pageView: string;
  route: RoutePattern;
  /**
   * What was measured or went wrong, oldest first.
   *
   * @minItems 1
   * @maxItems 50
   */
  entries: [TelemetryEntry, ...TelemetryEntry[]];
}
/**
 * Where the page was, as a pattern: the path and the names of its query values, never the values.
 */
export interface RoutePattern {
  /**
   * The address's path, with digit runs replaced (e.g. /bindBank).
   */
  path: string;
  /**
   * The names of the query values, sorted, each once (e.g. ["productId", "sessionId"]).
   *
   * @maxItems 40
   */
  query: Name[];
  /**
   * The hash route's path (the promotion landing's #/…), when the page has one.
   */
  hashPath?: string;
  /**
   * The names of the hash route's query values.
   *
   * @maxItems 40
   */
  hashQuery?: Name[];
}
/**
 * A web vital as web-vitals reports it, with its attribution.
 */
export interface VitalEntry {
  kind: 'vital';
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  /**
   * Milliseconds (CLS: the unitless score).
   */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType: string;
  /**
   * Milliseconds since the page view started when it was reported.
   */
  at: number;
  attribution?: Attribution;
}
/**
 * What the vital is attributed to; only the fields of its metric are present.
 */
export interface Attribution {
  /**
   * LCP: the element; INP: the interaction's target; CLS: the largest shift's source.
   */
  target?: string;
  /**
   * LCP: the resource (an image), origin and path only.
   */
  url?: string;
  /**
   * INP: pointer or keyboard.
   */
  interactionType?: 'pointer' | 'keyboard';
  /**
   * INP, CLS: the document's state when it happened.
   */
  loadState?: string;
  timeToFirstByte?: number;
  resourceLoadDelay?: number;
  resourceLoadDuration?: number;
  elementRenderDelay?: number;
  firstByteToFCP?: number;
  inputDelay?: number;
  processingDuration?: number;
  presentationDelay?: number;
  largestShiftValue?: number;
  waitingDuration?: number;
  dnsDuration?: number;
  connectionDuration?: number;
  requestDuration?: number;
}
/**
 * A client error. source says where it was caught: uncaught (window error), rejection (unhandledrejection), boundary (a block's error boundary), reply (a successful reply its schema refused), csp (securitypolicyviolation), screen (a field report a screen's report step sent, schemas/actions/report.json: e.g. an offer over the caps that the page withheld), load (an API call that got no usable reply: an error status such as 502, 503 or 504 from the host in front of the API, no answer in time, a refused or lost connection, or a reply that is not the API's envelope).
 */
export interface ErrorEntry {
  kind: 'error';
  source: 'uncaught' | 'rejection' | 'boundary' | 'reply' | 'csp' | 'load' | 'screen';
  /**
   * The error's name (TypeError…); for reply, csp and load a fixed word.
   */
  name: string;
  message: ScrubbedText;
  /**
   * file:line:col of each frame, files cut to origin and path, at most 10.
   *
   * @maxItems 10
   */
  stack?: string[];
  /**
   * How many times the same error came in this batch.
   */
  count: number;
  /**
   * Milliseconds since the page view started, the first time.
   */
  at: number;
  /**
   * boundary: the block that failed, as the screen file and JSON pointer.
   */
  block?: {
    file: string;
    pointer: string;
  };
  /**
   * reply: the endpoint, its reply schema and where in the reply the check failed (a JSON pointer); never the value.
   */
  reply?: {
    /**
     * The endpoint's name in its screen, or its method and path.
     */
    endpoint: string;
    schema: string;
    pointer: string;
  };
  /**
   * csp: the directive and what it blocked.
   */
  csp?: {
    directive: string;
    blocked: Url;
  };
  /**
   * load: the call and how it failed; never its query or body.
   */
  load?: {
    /**
     * The endpoint's name in its screen, or its method and path.
     */
    endpoint: string;
    /**
     * http: an error status without the API's envelope; timeout: no answer within the call's time; network: the connection refused, lost or blocked; bad-reply: a success status whose body is not the API's envelope.
     */
    failure: 'http' | 'timeout' | 'network' | 'bad-reply';
    /**
     * The HTTP status, when an answer came.
     */
    status?: number;
  };
  /**
   * screen: the report step's event and its values, each scrubbed as a message is.
   */
  screen?: {
    event: string;
    values: {
      [k: string]: ScrubbedText;
    };
  };
}
