// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { fakeScreen } from '../../tests/support/fake-screen';
import { setReportSink, type TimedReport } from '../telemetry/report';
import { errorEntry } from '../telemetry/error-entry';

describe('report step', () => {
  afterEach(() => setReportSink(undefined));

  it('hands telemetry its event and each value as text, a list joined', async () => {
    const reports: TimedReport[] = [];
    setReportSink((report) => reports.push(report));
    const t = fakeScreen();
    await t.run([{ type: 'report', event: 'over-caps', values: { product: 'Kaagapay Express', caps: { merge: [['penalty'], ['totalCost']] }, missing: { var: 'data.none' } } }]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ source: 'screen', screen: { event: 'over-caps', values: { product: 'Kaagapay Express', caps: 'penalty, totalCost', missing: '' } } });
  });

  it('is scrubbed into the batch as every report is: the values keep no digit run nor the page query values', () => {
    const entry = errorEntry({ source: 'screen', screen: { event: 'over-caps', values: { product: 'Loan 09171234567', order: 'KG-20260801' } }, at: 12.4 }, ['KG-20260801']);
    expect(entry).toMatchObject({ source: 'screen', name: 'ScreenReport', message: 'over-caps', screen: { event: 'over-caps' } });
    expect(JSON.stringify(entry.screen?.values)).not.toMatch(/0917|20260801/);
  });

  it('sends nothing when the page view does not report: the steps go on, and no report waits for a later sink', async () => {
    const t = fakeScreen();
    expect(await t.run([{ type: 'report', event: 'over-caps' }, { type: 'toast', message: 'after' }])).toBe(true);
    expect(t.shown).toEqual(['info:after']);
    const later: TimedReport[] = [];
    setReportSink((report) => later.push(report));
    expect(later).toEqual([]);
  });
});
