// A <link> the page's early script adds to <head> (a preload): one way to write one, for the
// pictures (./early-pictures.ts) and the scripts of a hash route (./early-calls.ts).

/** Adds a <link> with these attributes to the page's <head>. */
export function addHeadLink(attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
