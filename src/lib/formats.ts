// Input formats of the shared widgets (SPEC point 5). `clean` gives the value the form
// stores; `display` gives what the input shows.
export type InputFormat = 'none' | 'digits' | 'phone' | 'bank-card' | 'number';

const nonDigits = /\D+/g;

export function cleanInput(format: InputFormat, raw: string): string {
  switch (format) {
    case 'digits':
    case 'number':
      return raw.replace(nonDigits, '');
    case 'phone':
      return raw.replace(nonDigits, '').slice(0, 11);
    case 'bank-card':
      return raw.replace(nonDigits, '');
    case 'none':
      return raw;
  }
}

export function displayInput(format: InputFormat, value: string): string {
  switch (format) {
    case 'phone': {
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
