// Input formats of the shared widgets (SPEC point 5). `clean` gives the value the form
// stores; `display` gives what the input shows.
export type InputFormat = 'none' | 'digits' | 'phone' | 'bank-card' | 'number';

/**
 * How the phone format keeps and shows a number. 'spec' is SPEC point 5's: digits only, at most
 * 11, grouped 3-4-4. 'ph' is how Filipinos type and write numbers: a leading + is kept, up to 12
 * digits with the country code 63 (+63 917 123 4567) and 11 without (0917 123 4567).
 */
export type PhoneStyle = 'spec' | 'ph';

/** The phone style that goes with config/market.json's mobile rule: its numbers are typed that way. */
export function phoneStyleOf(mobile: { rule: string; country?: string }): PhoneStyle {
  return mobile.rule === 'mobile-number' && mobile.country === 'PH' ? 'ph' : 'spec';
}

const nonDigits = /\D+/g;

function cleanPhone(raw: string, style: PhoneStyle): string {
  const digits = raw.replace(nonDigits, '');
  if (style === 'spec') return digits.slice(0, 11);
  const plus = raw.trimStart().startsWith('+');
  // 63 first is the country code typed without its +: a national number starts with 0 or 8/9.
  const international = plus || digits.startsWith('63');
  return `${plus ? '+' : ''}${digits.slice(0, international ? 12 : 11)}`;
}

/** Splits digits into groups of these sizes; the last group takes what is left. */
function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const [i, size] of sizes.entries()) {
    if (at >= digits.length) break;
    const end = i === sizes.length - 1 ? digits.length : at + size;
    parts.push(digits.slice(at, end));
    at = end;
  }
  return parts.join(' ');
}

/** Groups of a Philippine number without its trunk 0: mobile 917 123 4567, Metro Manila 2 8888 5240, other areas 32 234 5678. */
function philippineGroups(significant: string): readonly number[] {
  if (/^[89]/.test(significant)) return [3, 3, 4];
  if (significant.startsWith('2')) return [1, 4, 4];
  return [2, 3, 4];
}

function displayPhilippinePhone(value: string): string {
  for (const code of ['+63', '63']) {
    if (value.startsWith(code) && value.length > code.length) {
      const rest = value.slice(code.length);
      return `${code} ${group(rest, philippineGroups(rest))}`;
    }
  }
  if (value.startsWith('+')) return value;
  if (value.startsWith('0')) {
    // The trunk 0 belongs to the first group: 0917 123 4567, 02 8888 5240.
    const rest = value.slice(1);
    return `0${group(rest, philippineGroups(rest))}`;
  }
  return group(value, philippineGroups(value));
}

export function cleanInput(format: InputFormat, raw: string, phoneStyle: PhoneStyle = 'spec'): string {
  switch (format) {
    case 'digits':
    case 'number':
      return raw.replace(nonDigits, '');
    case 'phone':
      return cleanPhone(raw, phoneStyle);
    case 'bank-card':
      return raw.replace(nonDigits, '');
    case 'none':
      return raw;
  }
}

export function displayInput(format: InputFormat, value: string, phoneStyle: PhoneStyle = 'spec'): string {
  switch (format) {
    case 'phone': {
      if (phoneStyle === 'ph') return displayPhilippinePhone(value);
      // 3-4-4 grouping: 0917 555 0134 is written 091 7555 0134 by this rule.
      const parts = [value.slice(0, 3), value.slice(3, 7), value.slice(7, 11)].filter(Boolean);
      return parts.join(' ');
    }
    case 'bank-card':
      return value.replace(/(\d{4})(?=\d)/g, '$1 ');
    default:
      return value;
  }
}

export function defaultInputMode(format: InputFormat): 'text' | 'numeric' | 'tel' {
  if (format === 'phone') return 'tel';
  if (format === 'none') return 'text';
  return 'numeric';
}
