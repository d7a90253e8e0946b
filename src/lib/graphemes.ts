// Counting what a person sees as one character: an emoji ZWJ sequence, a flag or a
// CR LF line break is one grapheme cluster, not several UTF-16 units (SPEC point 5).
const segmenter: Intl.Segmenter | null =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

export function graphemes(text: string): string[] {
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
