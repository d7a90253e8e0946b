/**
 * What a screen document says to its authors, Storybook and the dev API, and the page never reads:
 * `$schema`, `$comment` (anywhere), `untranslated`, `internal`, the descriptions of query parameters and
 * endpoints, the endpoints' example replies (the dev API's: virtual:declared-endpoints) and effect (the
 * backend contract's: src/contract/), and the
 * `scenarios` (Storybook plans its stories from the checked documents in Node, .storybook/screen-stories.ts).
 * Left out of the document the page loads, whose bytes count against every route's bundle budget;
 * the screen's own `description` stays, as it is the page's meta description.
 */
export function withoutAuthorNotes(document: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _schema, scenarios: _scenarios, untranslated: _untranslated, internal: _internal, ...page } = document;
  const kept = dropComments(page) as Record<string, unknown>;
  for (const part of ['query', 'endpoints'] as const) {
    const entries = kept[part];
    if (typeof entries !== 'object' || entries === null) continue;
    kept[part] = Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => {
        if (typeof entry !== 'object' || entry === null) return [name, entry];
        const { description: _description, examples: _examples, effect: _effect, ...rest } = entry as Record<string, unknown>;
        return [name, rest];
      }),
    );
  }
  return kept;
}

function dropComments(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dropComments);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$comment').map(([key, value]) => [key, dropComments(value)]));
}
