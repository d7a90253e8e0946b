// Node-only: what the dev server does with the project's problems. The preview goes on (a broken
// screen is left out, a text without its translation shows its English), so an author sees every
// other page while fixing one; the problems show in the terminal and in Vite's error overlay, in
// the one-line format of npm run validate. Builds never come here: they fail on any problem.
import type { ViteDevServer } from 'vite';
import { formatProblem, isStructural, type Problem } from '../lib/problem.ts';

/** The overlay's text: one line per problem, structural ones (those that leave a screen out) first. */
export function previewReport(problems: readonly Problem[]): string {
  const structural = problems.filter(isStructural);
  const content = problems.filter((problem) => !isStructural(problem));
  const sections = [
    structural.length ? `${structural.length} problem(s) leave their screen out of the preview:\n${structural.map(formatProblem).join('\n')}` : '',
    content.length ? `${content.length} content problem(s) (the page shows the English meanwhile; npm run validate and the build fail on them):\n${content.map(formatProblem).join('\n')}` : '',
  ];
  return sections.filter(Boolean).join('\n\n');
}

/** Logs the problems and shows them in every open page's overlay; nothing when there are none. */
export function reportInPreview(server: Pick<ViteDevServer, 'config' | 'ws'>, problems: readonly Problem[]): void {
  if (!problems.length) return;
  const message = previewReport(problems);
  if (problems.some(isStructural)) server.config.logger.error(message);
  else server.config.logger.warn(message);
  server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'screens' } });
}
