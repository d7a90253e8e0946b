// The site's two health checks (docs/deploy.md, "Health check"), as nginx locations:
// - /healthz, liveness: nginx alone answers, with the build it serves; load balancers use it, so it
//   must not fail when only the API does (every web node would leave the pool at once, and borrowers
//   would lose even the page that says the service is down);
// - /healthz/api, readiness of the API behind the site (issue 41), for monitoring: nginx asks the
//   API and says "up" (200) or "down" (503), and what the API answered.
// Only modules Debian 12's nginx 1.22 has: the question is an auth_request subrequest, the one way
// stock nginx can act on another answer's status; its status is kept with auth_request_set.

/** Liveness: nginx itself, with the build it serves. */
export const healthPath = '/healthz';

/** Readiness: the API answers. */
export const apiHealthPath = '/healthz/api';

/**
 * Seconds the readiness check waits for the API, to connect and then to answer: short, as a
 * monitor asks again soon and a slow API is as good as down to a borrower waiting on a page.
 */
export const apiHealthTimeoutS = 3;

/** Liveness's answer: the site is up, serving this build (nginx writes it; serve:prod sends the same). */
export const livenessBody = (version: string) => `{"status":"ok","version":${JSON.stringify(version)}}`;

/** Readiness's answer: whether the API answers, what it answered (nginx gives its variable here), and the build. */
export const readinessBody = (status: 'up' | 'down', upstreamStatus: string, version: string) =>
  `{"status":"${status}","upstream_status":"${upstreamStatus}","version":${JSON.stringify(version)}}`;

/** The subrequest's location: internal, so no visitor can ask it (they get the not-found page). */
const probePath = `${apiHealthPath}-probe`;

/** The host variable naming the path the check asks the API for (hostVariables, nginx-site.ts). */
export const apiHealthPathVariable = 'kaagapay_api_health_path';

/**
 * The API's status as the check saw it, and whether it counts as up: any answer below 500 (a 404 for
 * a path it does not know, a 401 for a missing session) means the API process answers requests;
 * a 5xx, a refused connection (nginx: 502) or no answer in time (504) means it does not. With
 * several servers in the upstream, the last one asked decides.
 */
export const apiHealthMap = (site: string) =>
  [`map $${site}_api_probe_status $${site}_api_up {`, '    default 0;', '    "~(^|\\s)[1-4]\\d\\d$" 1;', '}'].join('\n');

/** A JSON answer with the build's version; `upstream_status` is nginx's `$upstream_status` (digits, commas, colons). */
const answer = (site: string, version: string, status: 'up' | 'down') => `'${readinessBody(status, `$${site}_api_probe_status`, version)}\\n'`;

/**
 * The two checks' locations, inside the site's server. `limit` is the API's request limit line:
 * each readiness check costs the API one request, so it counts as one.
 */
export function healthLocations(site: string, version: string, limit: string): string[] {
  const decide = `@${site}_api_health`;
  return [
    `location = ${healthPath} {`,
    '    default_type application/json;',
    `    return 200 '${livenessBody(version)}\\n';`,
    '}',
    `location = ${apiHealthPath} {`,
    `    ${limit}`,
    `    auth_request ${probePath};`,
    `    auth_request_set $${site}_api_probe_status $upstream_status;`,
    '    # auth_request lets a 2xx through and turns anything else into 401, 403 or 500: all are decided by the status kept.',
    `    error_page 401 403 500 = ${decide};`,
    '    # A step after the subrequest (a `return` here would answer before it is made); no such file exists.',
    `    try_files /.${site}-api-health ${decide};`,
    '}',
    `location = ${probePath} {`,
    '    internal;',
    `    proxy_pass http://${site}_api$${apiHealthPathVariable};`,
    '    # The monitor\'s headers and body are not the API\'s business; a fresh connection each time (HTTP/1.0,',
    '    # no keepalive), so an API that takes no new connections is not hidden by an open one.',
    '    proxy_pass_request_headers off;',
    '    proxy_pass_request_body off;',
    '    proxy_set_header Host $kaagapay_api_host;',
    '    proxy_set_header User-Agent "kaagapay-healthz";',
    '    proxy_hide_header WWW-Authenticate;',
    `    proxy_connect_timeout ${apiHealthTimeoutS}s;`,
    `    proxy_send_timeout ${apiHealthTimeoutS}s;`,
    `    proxy_read_timeout ${apiHealthTimeoutS}s;`,
    '}',
    `location ${decide} {`,
    '    default_type application/json;',
    `    if ($${site}_api_up) { return 200 ${answer(site, version, 'up')}; }`,
    `    return 503 ${answer(site, version, 'down')};`,
    '}',
  ];
}
