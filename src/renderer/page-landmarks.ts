import type { Block } from '../generated/screen';

/**
 * The page-wide landmark a block draws, if any, as its kind's schema declares it (`landmark`, filled
 * in by the compiler where the schema gives a default): a banner (the site's header) or a footer
 * (contentinfo). Read from the block's JSON, before any widget code loads.
 */
function pageLandmark(block: Block): 'banner' | 'contentinfo' | undefined {
  const landmark = 'landmark' in block ? block.landmark : undefined;
  if (landmark === 'banner') return 'banner';
  if (landmark === 'footer') return 'contentinfo';
  return undefined;
}

export interface BodyParts {
  /** The body's leading banner blocks, drawn before <main>. */
  before: number;
  /** Where its trailing contentinfo blocks start, drawn after <main>. */
  after: number;
}

/**
 * Where a screen's body splits around its <main>. Banner and contentinfo are landmarks of the whole
 * page, which a screen reader lists beside main, not in it (axe landmark-banner-is-top-level,
 * landmark-contentinfo-is-top-level): the company site's header and footer, written first and last
 * in every site page's body, are drawn outside it. Only the leading and trailing ones move, so the
 * blocks keep their order on the page.
 */
export function bodyParts(body: readonly Block[]): BodyParts {
  let before = 0;
  while (before < body.length && pageLandmark(body[before] as Block) === 'banner') before += 1;
  let after = body.length;
  while (after > before && pageLandmark(body[after - 1] as Block) === 'contentinfo') after -= 1;
  return { before, after };
}
