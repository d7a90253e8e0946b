// Counting what a person sees as one character: an emoji ZWJ sequence, a flag or a
// CR LF line break is one grapheme cluster, not several UTF-16 units (SPEC point 5).
// The segmenter is made on first use, not when the module loads: making one loads the engine's
// break rules, which cost every app page about 90 ms of its start at 4× CPU (issue 44, the peer
// bench's profile of early.js, bench/peers/profile-mount.ts --functions early.js), and most pages
// never count a text.
let segmenter: Intl.Segmenter | null | undefined;

export function graphemes(text: string): string[] {
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function countGraphemes(text: string): number {
  return graphemes(text).length;
}

/** The longest prefix of text with at most max grapheme clusters. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join('');
}
