/**
 * The one layout of screen and fragment files: a value stays on one line when the line fits in
 * `width` characters, otherwise its members go one per line. Short blocks and steps then read as
 * one line each, and a diff shows the block that changed.
 */
export function formatScreenJson(value: unknown, width = 110): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const layout = (v: unknown, indent: string, lead: string): string => {
    const flat = inline(v);
    if (indent.length + lead.length + flat.length + 1 <= width || typeof v !== 'object' || v === null) return flat;
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[\n${v.map((x) => inner + layout(x, inner, '')).join(',\n')}\n${indent}]`;
    }
    const entries = Object.entries(v);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${layout(x, inner, `${JSON.stringify(k)}: `)}`).join(',\n')}\n${indent}}`;
  };
  return `${layout(value, '', '')}\n`;
}
