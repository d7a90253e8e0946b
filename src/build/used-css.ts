// Node-only (builds): the part of a page's stylesheets that its prerendered markup can use. A page
// inlines only that part (src/build/prerender-plugin.ts), so the HTML a phone waits for before its
// first paint carries the rules of the components it shows, not of every component its chunks hold
// (81 kB of the FAQ's 100 kB page was CSS, most of it for inputs and buttons it does not have).
//
// A rule stays when one of its selectors names only classes the markup has: classes inside a
// functional pseudo-class (`:not(.x)`, `:where(.x)`) are not required, so a rule is dropped only when
// it can match nothing on the page as drawn. Attribute and state selectors (`[data-error]`, `:focus`)
// never drop a rule: they change without a class appearing. What the app draws later (a dialog, a
// list filled by data) gets the whole stylesheets, which the app enables before it draws anything
// (src/app/whole-stylesheets.ts).
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';

/** Every class name a page's HTML carries in its class attributes. */
export function classesInHtml(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) found.add(name);
  }
  return found;
}

/** The classes a selector requires of one element chain: those outside brackets, parentheses and strings. */
export function requiredClasses(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let quote = '';
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at] as string;
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') at += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '.' && depth === 0) {
      const name = /^(?:[A-Za-z0-9_-]|\\.)+/.exec(selector.slice(at + 1))?.[0];
      if (name) {
        names.push(name.replace(/\\(.)/g, '$1'));
        at += name.length;
      }
    }
  }
  return names;
}

/** At-rules whose blocks hold rules that apply on their own terms: they are filtered inside. */
const groupingAtRules = new Set(['media', 'supports', 'layer', 'container', 'scope']);

/**
 * Copies of the nodes of `container` that can match, with the blocks around them: only what is kept is
 * copied (a page keeps a seventh of the sheets), since copying the whole parsed sheet for each page
 * and then removing from it was most of the time this step took.
 */
function kept(container: Container, classes: ReadonlySet<string>): ChildNode[] {
  const copies: ChildNode[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (node.selectors.some((selector) => requiredClasses(selector).every((name) => classes.has(name)))) copies.push(node.clone());
    } else if (node.type === 'atrule' && groupingAtRules.has(node.name.toLowerCase()) && (node as AtRule).nodes) {
      const inside = kept(node, classes);
      // `@layer a, b;` has no block and stays (below): it fixes the layers' order.
      if (inside.length) copies.push(node.clone({ nodes: [] }).append(inside));
    } else {
      // Anything else (@keyframes, @font-face, @property, declarations, comments) stays whole.
      copies.push(node.clone());
    }
  });
  return copies;
}

const reference = /var\(\s*(--[A-Za-z0-9_-]+)/g;

/** The custom properties `text` reads with var(). */
const referencesIn = (text: string) => [...text.matchAll(reference)].map((match) => match[1] as string);

/**
 * Drops, in place, the custom properties nothing reads: neither a kept rule, nor a style attribute of
 * the markup, nor another custom property that is read. Mantine's variables (24 kB on :root: every
 * colour of every palette in both schemes) are most of what is left once the rules are pruned.
 */
function pruneCustomProperties(root: Root, html: string): void {
  const read = new Set(referencesIn(html));
  const custom: { name: string; value: string; remove(): void }[] = [];
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) custom.push({ name: declaration.prop, value: declaration.value, remove: () => declaration.remove() });
    else referencesIn(declaration.value).forEach((name) => read.add(name));
  });
  // A variable read by a variable that is read is read too: repeat until no new name turns up.
  for (let grown = true; grown; ) {
    grown = false;
    for (const { name, value } of custom) {
      if (!read.has(name)) continue;
      for (const next of referencesIn(value)) {
        if (!read.has(next)) {
          read.add(next);
          grown = true;
        }
      }
    }
  }
  for (const declaration of custom) if (!read.has(declaration.name)) declaration.remove();
  dropEmpty(root);
}

/** Removes, in place, the rules and blocks left with nothing in them (a :root whose variables all went). */
function dropEmpty(container: Container): void {
  container.each((node: ChildNode) => {
    if (node.type !== 'rule' && !(node.type === 'atrule' && groupingAtRules.has(node.name.toLowerCase()) && node.nodes)) return;
    dropEmpty(node);
    if (!node.nodes?.length) node.remove();
  });
}

/** Parsed sheets by their text: a build has a few combinations of sheets, each on many pages, and parsing one costs several times cloning it. */
const parsedSheets = new Map<string, Root>();

function parsedOnce(css: string): Root {
  const known = parsedSheets.get(css);
  if (known) return known;
  const root = postcss.parse(css);
  parsedSheets.set(css, root);
  return root;
}

/** What usedCss gave before, by sheets and then by what of the page it depends on: many pages of a build draw the same components. */
const answers = new Map<string, Map<string, string>>();

/** The rules of `css` that the page `html` can use as drawn, in their order, with every at-rule they sit in and the variables they read. */
export function usedCss(css: string, html: string): string {
  const classes = classesInHtml(html);
  // The answer depends on the page only through its classes and the variables its style attributes read.
  const key = `${[...classes].sort().join(' ')}|${[...new Set(referencesIn(html))].sort().join(' ')}`;
  let bySheets = answers.get(css);
  if (!bySheets) answers.set(css, (bySheets = new Map()));
  const known = bySheets.get(key);
  if (known !== undefined) return known;
  const sheets = parsedOnce(css);
  const root = postcss.root({ raws: { ...sheets.raws } }).append(kept(sheets, classes));
  pruneCustomProperties(root, html);
  const text = root.toString();
  bySheets.set(key, text);
  return text;
}
