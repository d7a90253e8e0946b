// The slice of libphonenumber-js's mobile metadata that the market's mobile rule needs: its one
// country. libphonenumber-js documents this use ("custom metadata" passed to libphonenumber-js/core);
// cutting it from the installed package's own file keeps it exactly as current as the package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface MetadataFile {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown[]>;
}

const require = createRequire(import.meta.url);

export function phoneMetadataFor(marketFile: string): MetadataFile {
  const market = JSON.parse(readFileSync(marketFile, 'utf8')) as { mobile: { rule: string; country?: string } };
  const all = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8')) as MetadataFile;
  // A pattern rule checks no country: an empty slice keeps the import valid and costs nothing.
  const country = market.mobile.rule === 'mobile-number' ? market.mobile.country : undefined;
  const slice: MetadataFile = { version: all.version, country_calling_codes: {}, countries: {} };
  if (!country) return slice;
  const entry = all.countries[country];
  if (!entry) throw new Error(`libphonenumber-js has no mobile metadata for country "${country}" (config/market.json mobile.country)`);
  const callingCode = String(entry[0]);
  slice.countries[country] = entry;
  slice.country_calling_codes[callingCode] = [country];
  return slice;
}
