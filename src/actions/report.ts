import { evaluate } from '../expressions/evaluate';
import type { ReportStep } from '../generated/screen';
import { reportClientError } from '../telemetry/report';
import type { ActionHandler } from './types';

/** A value as the report's text: a list joined as a person reads it, nothing as "". */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Hands a screen's field report to telemetry (src/telemetry/report.ts), which scrubs and sends it when the page view reports. */
export const report: ActionHandler<ReportStep> = (step, context) => {
  const scope = context.scope();
  const values = Object.fromEntries(Object.entries(step.values ?? {}).map(([name, expression]) => [name, asText(evaluate(expression, scope))]));
  reportClientError({ source: 'screen', screen: { event: step.event, values } });
};
