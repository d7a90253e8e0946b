import { describe, expect, it } from 'vitest';
import { readRuntimeConfig, runtimeConfigScript, runtimeDefaults, runtimeGlobal } from './runtime-config';

const defaults = runtimeDefaults({ apiOrigin: '', telemetry: { endpoint: '', sampleRate: 0.1 } });

describe('runtime config (the host decides the API origin and the report endpoint)', () => {
  it('keeps the build defaults when the host file set nothing', () => {
    expect(readRuntimeConfig(defaults, undefined)).toEqual(defaults);
  });

  it("takes the host's values", () => {
    const given = { apiOrigin: 'https://api.staging.kaagapay.ph', telemetry: { endpoint: '/stations/telemetry', sampleRate: 1, format: 'kaagapay' } };
    expect(readRuntimeConfig(defaults, given)).toEqual(given);
  });

  it("takes an OpenTelemetry collector's base as the endpoint, with the otlp format, http: included (a staging collector)", () => {
    for (const endpoint of ['https://otel.kaagapay.ph', 'http://otel.staging.internal:4318']) {
      const given = { apiOrigin: '', telemetry: { endpoint, sampleRate: 0.5, format: 'otlp' } };
      expect(readRuntimeConfig(defaults, given)).toEqual(given);
    }
  });

  it.each([
    ['apiOrigin', { apiOrigin: 'https://api.kaagapay.ph/stations' }],
    ['apiOrigin', { apiOrigin: 'javascript:alert(1)' }],
    ['endpoint', { telemetry: { endpoint: 'vitals' } }],
    ['sampleRate', { telemetry: { sampleRate: 5 } }],
    ['sampleRate', { telemetry: { sampleRate: '0.5' } }],
    ['format', { telemetry: { format: 'zipkin' } }],
  ])('leaves out a %s of the wrong shape, says so, and keeps the rest', (name, given) => {
    const warnings: string[] = [];
    expect(readRuntimeConfig(defaults, { ...given, apiOrigin: (given as { apiOrigin?: string }).apiOrigin ?? 'https://api.kaagapay.ph' }, (w) => warnings.push(w))).toMatchObject(
      name === 'apiOrigin' ? { apiOrigin: '' } : { apiOrigin: 'https://api.kaagapay.ph', telemetry: defaults.telemetry },
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`runtime-config.js: ${name}`);
  });

  it('writes a file that sets the global the app reads', () => {
    const script = runtimeConfigScript(defaults);
    const scope: Record<string, unknown> = {};
    new Function('self', script)(scope);
    expect(scope[runtimeGlobal]).toEqual(defaults);
  });
});
