// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://loans.kaagapay.ph/complaintList"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collect } from './collect';
import { setReportSink } from './report';

describe('the collector on an https: page (issue 41)', () => {
  afterEach(() => {
    setReportSink(undefined);
    vi.restoreAllMocks();
  });

  it('says why an http: collector gets nothing (the browser blocks it as mixed content), naming the runtime file', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    collect({ endpoint: 'http://otel.staging.internal:4318', format: 'otlp', pending: [], lcpElement: () => null });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^runtime-config\.js: telemetry endpoint http:\/\/otel\.staging\.internal:4318 is http: on an https: page.*mixed content/));
  });

  it('keeps quiet for an https: collector or a path of the site', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    collect({ endpoint: 'https://otel.kaagapay.ph', format: 'otlp', pending: [], lcpElement: () => null });
    collect({ endpoint: '/otlp', format: 'otlp', pending: [], lcpElement: () => null });
    expect(warn).not.toHaveBeenCalled();
  });
});
