/**
 * The text a borrower can see on the page: every text node except those inside what is hidden
 * from everyone (hidden, aria-hidden, inert, script and style). jsdom draws no layout, so text
 * hidden by a style sheet still counts; the renderer hides with these attributes.
 */
export function shownText(root: ParentNode = document.body): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('[hidden], [aria-hidden="true"], [inert], script, style, template, noscript')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** A few words either side of where `pattern` first matches `text`, to say where on the page it was. */
export function around(text: string, pattern: RegExp, width = 60): string {
  const at = text.search(pattern);
  return at < 0 ? '' : `…${text.slice(Math.max(0, at - width), at + width)}…`;
}
