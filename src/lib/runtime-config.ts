/**
 * What the host decides at run time rather than the build (issue 27, "build once, deploy anywhere"):
 * the API's origin and where field reports go. One build goes to staging and to production, so these
 * come from a small script the host serves, `/runtime-config.js`, which sets `self.kaagapayRuntime`
 * before the app's module scripts run. The build writes a default file from config/market.json
 * (src/build/host-files.ts); the generated nginx site answers it from the host's own values instead
 * (docs/deploy.md). A page without the file (a host that forgot it, Storybook, the build's prerender
 * in Node) runs on market.json's values. No imports beyond types: Node scripts read it too.
 */

/** The global the runtime file sets; its name is part of the host's contract (docs/deploy.md). */
export const runtimeGlobal = 'kaagapayRuntime';

/** The file a host serves at the site's root; every HTML page loads it before the app's scripts. */
export const runtimeConfigFile = 'runtime-config.js';

export interface TelemetrySettings {
  /** Where vitals and error reports are posted (an absolute URL or a path on the page's origin); empty: none are sent. */
  endpoint: string;
  /** The share of page views that report, 0 to 1. */
  sampleRate: number;
  /**
   * What the reports are: `kaagapay`, one batch (schemas/telemetry-batch.json) posted to the
   * endpoint; `otlp`, OpenTelemetry logs and metrics as OTLP/HTTP JSON posted to the endpoint's
   * /v1/logs and /v1/metrics, which an OpenTelemetry Collector receives (src/telemetry/otlp.ts).
   * Absent: kaagapay.
   */
  format?: TelemetryFormat;
}

export type TelemetryFormat = 'kaagapay' | 'otlp';

export interface RuntimeConfig {
  /** Origin of the API; empty means the page's own origin (CONTRACT "API": `/stations` on the same origin). */
  apiOrigin: string;
  telemetry: TelemetrySettings;
}

/** The build's defaults: config/market.json's values. */
export function runtimeDefaults(market: { apiOrigin: string; telemetry?: Partial<TelemetrySettings> }): RuntimeConfig {
  return {
    apiOrigin: market.apiOrigin,
    telemetry: { endpoint: market.telemetry?.endpoint ?? '', sampleRate: market.telemetry?.sampleRate ?? 0, format: market.telemetry?.format ?? 'kaagapay' },
  };
}

/** What each value must look like; anything else is a typo in the host's file, not a place to send calls. */
const checks: Record<string, RegExp> = {
  apiOrigin: /^(https?:\/\/[^/?#]+)?$/,
  // An OTLP endpoint is a collector's base (https://otel.example.ph), to which /v1/logs is added.
  endpoint: /^(https?:\/\/[^/?#]+)?(\/\S*)?$/,
  sampleRate: /^(0(\.\d+)?|1)$/,
  format: /^(kaagapay|otlp)$/,
};

/**
 * The host's values over the defaults, each checked on its own: one of the wrong shape is left out
 * with a warning naming it, and the rest still applies.
 */
export function readRuntimeConfig(defaults: RuntimeConfig, given: unknown, warn: (message: string) => void = () => undefined): RuntimeConfig {
  const host = (given ?? {}) as { apiOrigin?: unknown; telemetry?: { endpoint?: unknown; sampleRate?: unknown; format?: unknown } };
  const pick = <T>(name: string, value: unknown, fallback: T): T => {
    if (value === undefined) return fallback;
    if (typeof value === typeof fallback && checks[name]?.test(String(value))) return value as T;
    warn(`${runtimeConfigFile}: ${name} ${JSON.stringify(value)} ignored (expected ${checks[name]})`);
    return fallback;
  };
  return {
    apiOrigin: pick('apiOrigin', host.apiOrigin, defaults.apiOrigin),
    telemetry: {
      endpoint: pick('endpoint', host.telemetry?.endpoint, defaults.telemetry.endpoint),
      sampleRate: pick('sampleRate', host.telemetry?.sampleRate, defaults.telemetry.sampleRate),
      format: pick('format', host.telemetry?.format, defaults.telemetry.format ?? 'kaagapay'),
    },
  };
}

/** The text of the runtime file for these values. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  return `self.${runtimeGlobal}=${JSON.stringify(config)};\n`;
}

let current: RuntimeConfig | undefined;

/** This page's values, read once from what the runtime file set (market.json's when it set nothing). */
export function pageRuntimeConfig(market: Parameters<typeof runtimeDefaults>[0]): RuntimeConfig {
  current ??= readRuntimeConfig(runtimeDefaults(market), (globalThis as Record<string, unknown>)[runtimeGlobal], (message) => console.warn(message));
  return current;
}
