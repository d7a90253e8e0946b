import type { ErrorEntry } from '../generated/telemetry-batch';
import type { TimedReport } from './report';
import { scrubName, scrubStack, scrubText, scrubUrl } from './scrub';

/** The name, message and stack of whatever was thrown (an Error, a string, anything else). */
function described(thrown: unknown): { name: string; message: string; stack?: string } {
  if (thrown instanceof Error) return { name: thrown.name, message: thrown.message, stack: thrown.stack };
  if (typeof thrown === 'object' && thrown !== null && 'message' in thrown) {
    const like = thrown as { name?: unknown; message: unknown; stack?: unknown };
    return { name: typeof like.name === 'string' ? like.name : 'Error', message: String(like.message), stack: typeof like.stack === 'string' ? like.stack : undefined };
  }
  // A rejection with a plain value: its type, never the value itself.
  if (typeof thrown !== 'string') return { name: 'NonError', message: `a ${thrown === null ? 'null' : typeof thrown} was thrown` };
  return { name: 'Error', message: thrown };
}

/** A report as a batch entry, every text scrubbed; `known` are the page's own query values. */
export function errorEntry(report: TimedReport, known: readonly string[] = []): ErrorEntry {
  const at = Math.round(report.at);
  switch (report.source) {
    case 'reply':
      return {
        kind: 'error',
        source: 'reply',
        name: 'ReplyRefused',
        message: `reply refused by schemas/replies/${scrubName(report.reply.schema)}.json`,
        count: 1,
        at,
        reply: { endpoint: scrubText(report.reply.endpoint, known).slice(0, 200), schema: report.reply.schema.slice(0, 100), pointer: scrubText(report.reply.pointer, known).slice(0, 200) },
      };
    case 'csp':
      return {
        kind: 'error',
        source: 'csp',
        name: 'CspViolation',
        message: `blocked by ${report.directive}`.slice(0, 500),
        count: 1,
        at,
        csp: { directive: report.directive.slice(0, 60), blocked: scrubUrl(report.blocked) },
      };
    case 'screen': {
      const values = Object.fromEntries(Object.entries(report.screen.values).map(([name, text]) => [name, scrubText(text, known).slice(0, 500)]));
      return { kind: 'error', source: 'screen', name: 'ScreenReport', message: report.screen.event, count: 1, at, screen: { event: report.screen.event, values } };
    }
    case 'load': {
      const endpoint = scrubText(report.load.endpoint, known).slice(0, 200);
      const { failure, status } = report.load;
      return {
        kind: 'error',
        source: 'load',
        name: 'LoadFailed',
        message: `${endpoint}: ${status ?? failure}`.slice(0, 500),
        count: 1,
        at,
        load: status === undefined ? { endpoint, failure } : { endpoint, failure, status },
      };
    }
    default: {
      const { name, message, stack } = described(report.error);
      const entry: ErrorEntry = { kind: 'error', source: report.source, name: scrubName(name || 'Error'), message: scrubText(message, known), count: 1, at };
      const frames = scrubStack(stack);
      if (frames.length) entry.stack = frames;
      if (report.source === 'boundary') entry.block = { file: report.block.file.slice(0, 200), pointer: scrubText(report.block.pointer, known).slice(0, 200) };
      return entry;
    }
  }
}
