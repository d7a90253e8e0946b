/**
 * Money as display text, for the ready-made detail rows the server sends. Uses the market's
 * currency settings so server-made rows read like the amounts the app formats itself.
 */
import market from '../../config/market.json';

const { sign, divisor, decimals, groupSeparator, decimalSeparator } = market.currency;

/** `150000` centavos → `₱1.500,00` with the Philippine market defaults. */
export function pesoText(centavos: number, options: { withDecimals?: boolean } = {}): string {
  const withDecimals = options.withDecimals ?? true;
  const units = Math.abs(centavos) / divisor;
  const fixed = units.toFixed(withDecimals ? decimals : 0);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  const minus = centavos < 0 ? '-' : '';
  return `${minus}${sign}${grouped}${fraction === undefined ? '' : decimalSeparator + fraction}`;
}
