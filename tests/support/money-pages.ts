/**
 * Issue 61: which screens are money pages, read from what they show and call (not from a list),
 * and what each must carry: who lends (SEC MC 19 s.2019) and, for a page about one order, a link
 * to that loan's Disclosure Statement (RA 3765). tests/unit/money-pages.test.ts holds the
 * documents to it; tests/e2e/trust.e2e.ts opens every such page in every language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Node = Record<string, unknown>;

const root = join(import.meta.dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Node;

/** The route of the Disclosure Statement, read from its screen. */
export const statementRoute = (read('screens/disclosure-statement.json').routes as string[])[0]!;

/** Every object inside a node, itself included. */
function* objects(node: unknown): Generator<Node> {
  if (typeof node !== 'object' || node === null) return;
  if (!Array.isArray(node)) yield node as Node;
  for (const value of Object.values(node)) yield* objects(value);
}

/** Every string inside a node. */
function* strings(node: unknown): Generator<string> {
  if (typeof node === 'string') yield node;
  else if (typeof node === 'object' && node !== null) for (const value of Object.values(node)) yield* strings(value);
}

/** The document and every fragment it uses, at any depth: what the screen draws and calls once built. */
function withFragments(document: Node, seen = new Set<string>()): Node[] {
  const used = [...objects(document)].filter((node) => node.type === 'fragment' && typeof node.use === 'string').map((node) => node.use as string);
  return [
    document,
    ...used.filter((id) => !seen.has(id) && seen.add(id)).flatMap((id) => withFragments(read(`screens/fragments/${id}.json`), seen)),
  ];
}

/** The arguments of each money(…) call in a text or expression. */
function moneyArguments(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf('money('); at >= 0; at = text.indexOf('money(', at + 1)) {
    let depth = 0;
    let end = at + 'money'.length;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    found.push(text.slice(at + 'money('.length, end));
  }
  return found;
}

/**
 * A loan's own amount, not a market constant: money() of what the page reads (its data, address,
 * state, a reply or a parameter). Not of what the borrower types alone (form): a planner that
 * works out a repayment from an amount typed in is about no loan yet (CI's new-screen trial).
 */
const showsAnAmount = (texts: string[]) => texts.some((text) => moneyArguments(text).some((argument) => /\b(data|query|param|item|parent|state|reply)\./.test(argument)));

/** SPEC point 7's calls about a loan, its repayment or the account it is paid to (loan confirm, loan details, instalments, repayment, bind card). */
const moneyEndpoint = /loan|repay|installment|bind-card/i;

export interface MoneyPage {
  screen: string;
  routes: string[];
  /** Why it is one: it shows a loan's amounts, calls a money endpoint, or both. */
  because: string[];
  /** Its address names one order (its query declares orderId). */
  hasOrder: boolean;
  /** It names the lender: the company's name, SEC Registration No. and Certificate of Authority No. */
  namesLender: boolean;
  /**
   * How it gives the loan's Disclosure Statement: a link to the statement's page with its order
   * ('link'), or the statement drawn on the page or in a dialog of it ('drawn': the statement
   * itself, and the confirmations' statement of the offer before it is booked); null for neither.
   */
  statement: 'link' | 'drawn' | null;
  /** It states the caps (fragment loan-caps). */
  statesCaps: boolean;
}

/** A screen document read as the rule reads it; a money page or null. */
export function moneyPageOf(document: Node): MoneyPage | null {
  const parts = withFragments(document);
  const texts = parts.flatMap((part) => [...strings(part)]);
  const paths = parts.flatMap((part) => Object.values((part.endpoints as Record<string, Node> | undefined) ?? {}).map((endpoint) => String(endpoint.path)));
  const because = [...(showsAnAmount(texts) ? ['shows a loan’s amounts'] : []), ...paths.filter((path) => moneyEndpoint.test(path)).map((path) => `calls ${path}`)];
  if (!because.length) return null;
  const company = ['name', 'secRegistration', 'certificateOfAuthority'].map((key) => `{market.company.${key}}`);
  return {
    screen: String(document.id),
    routes: document.routes as string[],
    because,
    hasOrder: Object.keys((document.query as Node | undefined) ?? {}).includes('orderId'),
    namesLender: company.every((value) => texts.some((text) => text.includes(value))),
    statement: parts.some((part) => [...objects(part)].some((node) => node.type === 'navigate' && node.to === statementRoute && typeof node.query === 'object' && node.query !== null && 'orderId' in node.query))
      ? 'link'
      : parts.some((part) => part.id === 'disclosure-statement-form')
        ? 'drawn'
        : null,
    statesCaps: parts.some((part) => part.id === 'loan-caps'),
  };
}

/** Every screen that is a money page, by id. */
export function moneyPages(): MoneyPage[] {
  return readdirSync(join(root, 'screens'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => moneyPageOf(read(`screens/${name}`)))
    .filter((page): page is MoneyPage => page !== null)
    .sort((a, b) => a.screen.localeCompare(b.screen));
}
