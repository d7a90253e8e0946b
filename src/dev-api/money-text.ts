/**
 * Money as display text, for the ready-made detail rows the server sends. Written by the app's
 * own money helper with the market's currency settings, so server-made rows read exactly like the
 * amounts the app formats itself.
 */
import market from '../../config/market.json';
import { formatMoney } from '../lib/money';

/** `150000` centavos → `₱1,500.00` with the Philippine market defaults (`₱1,500` without decimals). */
export function pesoText(centavos: number, options: { withDecimals?: boolean } = {}): string {
  const withDecimals = options.withDecimals ?? true;
  return formatMoney(centavos, { ...market.currency, decimals: withDecimals ? market.currency.decimals : 0 });
}
