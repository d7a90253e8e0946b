import market from '../../config/market.json' with { type: 'json' };
import { filled, showing, textOf } from './screen-copy';

/** The caps line of screens/fragments/loan-caps.json as written (its template). */
export const capsTemplate = textOf('fragments/loan-caps', 'the caps line', showing('market.loanCharges.caps.law'));

/** The caps line as an English page shows it. */
export const capsLine = filled(capsTemplate);

/** The four caps a borrower is told of (issue 61): config/market.json loanCharges.caps keys, each a per cent. */
export const capFigures = ['penaltyPercentPerMonth', 'nominalInterestPercentPerMonth', 'effectiveInterestPercentPerMonth', 'totalCostPercentOfPrincipal'] as const;

/** Each of the four caps as its per cent reads in any language ("15%"). */
export const capPercents = capFigures.map((cap) => `${market.loanCharges.caps[cap]}%`);
