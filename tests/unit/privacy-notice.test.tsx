/**
 * Issue 40 finding 10: the privacy notice (screens/privacy-policy.json, also framed by the site's
 * /Policy) tells what the Data Privacy Act of 2012 Sec. 16 and its IRR Sec. 34(a)(2) ask a notice to
 * tell: its version and dates, the lawful basis of every purpose, who receives the data and whether
 * it goes abroad, automated credit scoring with a human review, and the Data Protection Officer.
 * Everything is found through the document: the dates are the screen's state, each purpose is a
 * card with one row naming its basis, and each required section is the heading whose $comment cites
 * the provision it answers (a citation outlives a reworded heading). No sentence is quoted.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import market from '../../config/market.json';
import { withDevApi } from '../harness/fresh-dev-api';
import { renderApp } from '../harness/render-app';
import { all, filled, holding, ofType, screenCopy } from '../support/screen-copy';

withDevApi();

type Node = Record<string, unknown>;

const notice = screenCopy('privacy-policy');
const state = notice.document.state as Record<string, unknown>;

/** The value at a JSON pointer of the notice (a list or block, which ScreenCopy's text() does not give). */
const nodeAt = (pointer: string): unknown =>
  pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Node | undefined)?.[key], notice.document);

/** A heading whose $comment cites `provision`: the section that answers it. */
const citing = (provision: string) => (block: Node) => block.type === 'heading' && typeof block.$comment === 'string' && block.$comment.includes(provision);

/** A key-value-list row whose value reads `expression` (screen-copy's showing() reads texts, labels and titles, not a row's value). */
const rowShowing = (expression: string) => (block: Node) => block.type === 'key-value-list' && typeof block.value === 'string' && block.value.includes(expression);

/** A block whose words (a text, a row's value, a list's items) read `expression`: a contact line in a list counts, which showing() does not read. */
const says = (expression: string) => (block: Node) =>
  [block.text, block.label, block.value, block.title, ...(Array.isArray(block.items) ? block.items : [])].some((words) => typeof words === 'string' && words.includes(expression));

/** The blocks of the section a heading opens: those after it up to the next heading of its level or above. */
function sectionOf(what: string, provision: string): Node[] {
  const at = notice.at(what, citing(provision));
  const [siblings, index] = [nodeAt(at.slice(0, at.lastIndexOf('/'))) as Node[], Number(at.slice(at.lastIndexOf('/') + 1))];
  const level = (siblings[index]?.level as number | undefined) ?? 2;
  const end = siblings.findIndex((block, i) => i > index && block.type === 'heading' && ((block.level as number | undefined) ?? 2) <= level);
  return siblings.slice(index + 1, end === -1 ? undefined : end);
}

/** The stack of the purposes' cards (not the English text's own stack around it, which holds them too). */
const purposeCards = all(ofType('stack'), holding(ofType('card')), (block: Node) => block.lang === undefined);

const holds = (blocks: Node[], matches: (block: Node) => boolean) => blocks.some((block) => matches(block) || holding(matches)(block));

/** Whether the block at pointer `a` is drawn before the one at `b`: the first list index where they part decides. */
function drawnBefore(a: string, b: string): boolean {
  const [x, y] = [a.split('/').slice(1), b.split('/').slice(1)];
  for (let at = 0; at < Math.min(x.length, y.length); at++) if (x[at] !== y[at]) return Number(x[at]) < Number(y[at]);
  return x.length < y.length;
}

describe('the privacy notice (DPA Sec. 16, IRR Sec. 34(a)(2))', () => {
  it('has its version, effective date and last update as values of the screen, shown near its top', () => {
    const effective = Date.parse(String(state.effectiveDate));
    const updated = Date.parse(String(state.lastUpdated));
    expect(String(state.effectiveDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(state.lastUpdated)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A notice takes effect on or after the day its text was last changed.
    expect(updated).toBeLessThanOrEqual(effective);
    expect(String(state.noticeVersion ?? '')).not.toBe('');
    // Shown before the first section starts, in the order the page draws them (the row may sit inside a
    // group and the heading outside it: their last indexes are of different lists).
    const firstSection = notice.at('the first section heading', ofType('heading', { level: 2 }));
    for (const expression of ['state.effectiveDate', 'state.lastUpdated', 'state.noticeVersion']) {
      const row = notice.at(`the row showing ${expression}`, holding(rowShowing(expression)));
      expect(drawnBefore(row, firstSection), `${row} drawn before ${firstSection}`).toBe(true);
    }
  });

  it('names a lawful basis for every purpose, each one of the bases it explains', () => {
    const purposesAt = notice.at('the purposes, each a card', purposeCards);
    // The list just before the cards explains each basis as "Term: explanation".
    const legend = nodeAt(notice.before('the purposes', purposeCards)) as Node;
    expect(legend.type).toBe('bullet-list');
    const terms = (legend.items as string[]).map((item) => item.slice(0, item.indexOf(':')).trim().toLowerCase());
    expect(terms.every((term) => term.length > 0)).toBe(true);
    const purposes = notice.within('the purposes', (block) => block === nodeAt(purposesAt));
    const cards = purposes.everyAt('a purpose', ofType('card'));
    expect(cards.length).toBeGreaterThanOrEqual(5);
    const labels = new Set<string>();
    for (const at of cards) {
      const card = notice.within(`purpose ${at}`, (block) => block === nodeAt(at));
      const title = notice.text(`${at}/title`);
      const rows = card.everyAt(`the lawful basis of "${title}"`, all(ofType('key-value-list'), (block) => typeof block.value === 'string'));
      expect(rows, `${title}: one basis row`).toHaveLength(1);
      labels.add(notice.text(`${rows[0]}/label`));
      const named = notice.text(`${rows[0]}/value`).toLowerCase().split(/,|\band\b/).map((part) => part.trim()).filter(Boolean);
      expect(named.length, `${title}: names a basis`).toBeGreaterThan(0);
      for (const basis of named) expect(terms, `${title}: "${basis}" is a basis the notice explains`).toContain(basis);
    }
    // Every purpose's row is the same row ("Lawful basis"), not some other fact about it.
    expect(labels.size).toBe(1);
  });

  it('says who receives the data and about transfers abroad', () => {
    const section = sectionOf('the section on recipients and transfers', 'IRR Sec. 34(a)(2)(e)');
    const recipients = section.find((block) => block.type === 'bullet-list');
    expect((recipients?.items as unknown[] | undefined)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(section.filter((block) => block.type === 'paragraph').length).toBeGreaterThan(0);
  });

  it('says that credit decisions are automated, their main factors, and how to ask a person to review one', () => {
    const section = sectionOf('the section on automated decisions', 'DPA Sec. 16(c)(6)');
    expect(section.some((block) => block.type === 'bullet-list'), 'the main factors').toBe(true);
    expect(holds(section, says('market.company.dataProtectionOfficer.email')), 'where to ask for the reasons and a review').toBe(true);
  });

  it('gives the Data Protection Officer and the privacy regulator to complain to', () => {
    const section = sectionOf('the Data Protection Officer', 'IRR Sec. 34(a)(2)(g)');
    expect(holds(section, says('market.company.dataProtectionOfficer.email'))).toBe(true);
    notice.at('the privacy regulator', says('market.complaints.privacyRegulator.name'));
  });

  it('shows the dates and the officer’s address on the page', { timeout: 40000 }, async () => {
    renderApp('/privacyPolicy');
    const effective = filled(notice.block('the effective date', rowShowing('state.effectiveDate')).value as string, { state });
    expect(effective).not.toBe('');
    // The first render after a changed screen compiles the screens anew: 4 s on a quiet machine, 18 s seen on a loaded one.
    await screen.findByText(effective, {}, { timeout: 30000 });
    expect(screen.getByText(filled(notice.block('the last update', rowShowing('state.lastUpdated')).value as string, { state }))).toBeInTheDocument();
    expect(document.body.textContent).toContain(market.company.dataProtectionOfficer.email);
  });
});
