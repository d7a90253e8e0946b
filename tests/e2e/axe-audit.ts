/**
 * axe-core in a page of the production build (issue 30): its own script put into every frame, then
 * one run from the top frame, which reaches the frames through axe's messages (the company site's
 * Policy tab and the loan agreement dialog show in-app pages in frames, and the borrower reads them
 * there). Returns the findings flat, one per rule and element, for the test to sort into failures
 * (serious, critical) and a printed list (the rest).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices (landmarks, headings, ARIA use). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What fails the test whatever the rule. */
export const blockingImpacts: readonly AxeFinding['impact'][] = ['serious', 'critical'];

/**
 * Moderate rules still found on some page, listed (not failed) for a person to weigh. Every other
 * moderate rule fails the page: the ones brought to zero (a page's one h1, banner and contentinfo
 * outside main, landmarks with distinct names) stay there, and a new one shows up as a failure.
 * Empty: no moderate finding is left on any page.
 */
export const moderateRulesLeftOpen: readonly string[] = [];

export interface AxeFinding {
  rule: string;
  /** axe gives every violation an impact; 'minor' stands in should a rule ever give none. */
  impact: NonNullable<ImpactValue>;
  help: string;
  /** The element's selector; inside a frame, the frame's selector first. */
  target: string;
  /** What axe says is wrong with this element (the first reason), e.g. the contrast it measured. */
  why: string;
}

/**
 * Runs axe on what the page shows now. The page's policy allows no inline script (script-src 'self',
 * src/app/security-policy.ts), so a <script> with axe's text, as page.addScriptTag({ content }) adds,
 * would be refused; the DevTools protocol's evaluate runs the same text in the page's own world
 * without asking the policy, and leaves the policy under test as borrowers get it.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // A frame can go between the listing and the evaluate (a dialog closing): the run has one frame fewer.
  for (const frame of page.frames()) await frame.evaluate(axeSource).catch(() => undefined);
  const options: RunOptions = { runOnly: { type: 'tag', values: axeTags }, resultTypes: ['violations'], iframes: true };
  const results = await page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options), options);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'minor',
      help: violation.help,
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' ') : String(part))).join(' >>> '),
      why: (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? '',
    })),
  );
}

export const isBlocking = (finding: AxeFinding) =>
  blockingImpacts.includes(finding.impact) || (finding.impact === 'moderate' && !moderateRulesLeftOpen.includes(finding.rule));

/** Each column padded to its widest cell, the last left as it is. */
function columns(rows: readonly string[][]): string {
  const widths = rows[0]?.map((_, at) => Math.max(...rows.map((row) => row[at]?.length ?? 0))) ?? [];
  return rows.map((row) => `  ${row.map((cell, at) => (at === row.length - 1 ? cell : cell.padEnd(widths[at] ?? 0))).join('  ')}`).join('\n');
}

/** One line per finding: impact, rule, target, help (and axe's reason). */
export function findingTable(findings: readonly AxeFinding[]): string {
  return columns(findings.map((f) => [f.impact, f.rule, f.target, `${f.help}${f.why ? ` (${f.why})` : ''}`]));
}

/** One line per rule: impact, rule, how many elements on how many pages, help, and the first pages. */
export function findingSummary(noted: readonly { page: string; finding: AxeFinding }[]): string {
  const rules = new Map<string, { finding: AxeFinding; elements: number; pages: Set<string> }>();
  for (const { page, finding } of noted) {
    const rule = rules.get(finding.rule) ?? { finding, elements: 0, pages: new Set<string>() };
    rule.elements += 1;
    rule.pages.add(page);
    rules.set(finding.rule, rule);
  }
  const rows = [...rules.values()].map(({ finding, elements, pages }) => {
    const some = [...pages].slice(0, 3).join(', ');
    return [finding.impact, finding.rule, `${elements} on ${pages.size} pages`, `${finding.help}: ${some}${pages.size > 3 ? ', …' : ''}`];
  });
  return columns(rows);
}
