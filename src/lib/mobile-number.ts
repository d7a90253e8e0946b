import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import type { Market } from '../generated/market';
// Only the market country's mobile metadata (npm run typegen cuts it from libphonenumber-js's own
// file): the whole world's would add some 25 kB gzipped to every screen that evaluates expressions.
import metadata from '../generated/phone-metadata.json' with { type: 'json' };

/** config/market.json's mobile rule: a country's mobile numbers (libphonenumber-js) or SPEC's pattern. */
export type MobileRule = Market['mobile'];

const patterns = new Map<string, RegExp>();

function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    patterns.set(pattern, regex);
  }
  return regex;
}

/**
 * The mobile number in the one form the server is sent (the rule's sendFormat), or null when the
 * value is not a mobile number by the market's rule. One function for the field check, the
 * `mobile` expression operation and the dev API, so what the page accepts, what it sends and what
 * the server checks cannot drift apart.
 *
 * mobile-number: parsed strictly (the whole text must be the number) with the market country as
 * the default, so 0917 123 4567, 09171234567, +63 917 123 4567, 63 917 123 4567 and 917 123 4567
 * are one number; it must be a valid mobile number of that country (a landline or a foreign
 * number is not). pattern: SPEC point 5's reading, the text as typed must match.
 */
export function normaliseMobile(value: unknown, rule: MobileRule): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (rule.rule === 'pattern') return compiled(rule.pattern).test(text) ? text : null;
  const phone = parsePhoneNumberFromString(text, { defaultCountry: rule.country, extract: false }, metadata as unknown as MetadataJson);
  if (!phone || phone.country !== rule.country || !phone.isValid()) return null;
  // The national form is the country's own way of dialling (trunk prefix and all), digits only.
  return rule.sendFormat === 'e164' ? phone.number : phone.format('NATIONAL').replace(/\D+/g, '');
}

/** Whether the value is a mobile number by the market's rule. */
export function isMobile(value: unknown, rule: MobileRule): boolean {
  return normaliseMobile(value, rule) !== null;
}
