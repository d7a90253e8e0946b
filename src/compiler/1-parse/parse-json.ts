// Stage 1 begins here: a screen or fragment file's text as JSON, or the one problem that says
// where the text stops being JSON.
import type { Problem } from '../../lib/problem';

export interface ScreenSource {
  /** Path shown in problems, e.g. screens/bind-bank.json. */
  file: string;
  /** The raw text, so a JSON syntax error can be placed. */
  text: string;
}

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

export function parseJson(source: ScreenSource): { document?: unknown; problem?: Problem } {
  try {
    return { document: JSON.parse(source.text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    const where = at ? ` at ${lineColumn(source.text, Number(at[1]))}` : '';
    return { problem: { file: source.file, pointer: '', message: `not valid JSON${where}: ${message.replace(/^JSON\.parse: /, '')}`, expected: 'a JSON object; check for a missing comma, quote or bracket' } };
  }
}
