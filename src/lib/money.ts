export interface MoneyFormat {
  sign: string;
  divisor: number;
  decimals: number;
  groupSeparator: string;
  decimalSeparator: string;
}

/**
 * The money helper of SPEC point 9: the server sends integer minor units; divide, fix the
 * decimals, group the whole part in threes. Non-numeric input gives '' rather than 'NaN'
 * because the value is shown to a borrower.
 */
export function formatMoney(amount: unknown, format: MoneyFormat, withSign = true): string {
  const n = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN;
  if (!Number.isFinite(n)) return '';
  const fixed = Math.abs(n / format.divisor).toFixed(format.decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.groupSeparator);
  const body = fraction === undefined ? grouped : `${grouped}${format.decimalSeparator}${fraction}`;
  return `${n < 0 ? '-' : ''}${withSign ? format.sign : ''}${body}`;
}
