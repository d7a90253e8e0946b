/** Complaint question types. Type 1 is the collection type: the only one with sub-types (SPEC point 2, screen 2). */
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { say, type Wording } from './server-language';

export interface Choice {
  value: number;
  title: Wording;
}

export const COLLECTION_TYPE = 1;

/** The hours a collector may call (SEC MC 18 s.2019), the market's, as the loan terms state them. */
const { from, until } = (market as Market).collection.contactHours;

export const COMPLAINT_TYPES: readonly Choice[] = [
  { value: COLLECTION_TYPE, title: { en: 'Collection', fil: 'Paniningil' } },
  { value: 2, title: { en: 'Repayment', fil: 'Pagbabayad' } },
  { value: 3, title: { en: 'Loan application', fil: 'Pag-apply ng loan' } },
  { value: 4, title: { en: 'Account and app', fil: 'Account at app' } },
  { value: 5, title: { en: 'Other', fil: 'Iba pa' } },
];

export const COLLECTION_SUB_TYPES: readonly Choice[] = [
  { value: 101, title: { en: 'Rude or abusive language', fil: 'Bastos o mapang-abusong pananalita' } },
  { value: 102, title: { en: 'Contacting my family or references', fil: 'Pagkontak sa pamilya o mga reference ko' } },
  { value: 103, title: { en: `Calls before ${from} or after ${until}`, fil: `Tawag bago mag-${from} o pagkalipas ng ${until}` } },
  { value: 104, title: { en: 'Threats or public shaming', fil: 'Pagbabanta o pamamahiya sa publiko' } },
  { value: 105, title: { en: 'Collecting an amount I do not owe', fil: 'Paniningil ng halagang hindi ko dapat bayaran' } },
];

/** The choices as the reply lists them (SPEC: value and title), titled in `language`. */
export function choicesIn(choices: readonly Choice[], language: string): { value: number; title: string }[] {
  return choices.map((choice) => ({ value: choice.value, title: say(choice.title, language) }));
}

export function typeTitle(value: number, language: string): string {
  const choice = COMPLAINT_TYPES.find((candidate) => candidate.value === value);
  return choice ? say(choice.title, language) : '';
}

export function subTypeTitle(value: number | null, language: string): string {
  const choice = COLLECTION_SUB_TYPES.find((candidate) => candidate.value === value);
  return choice ? say(choice.title, language) : '';
}
