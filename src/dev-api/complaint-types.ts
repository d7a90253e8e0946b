/** Complaint question types. Type 1 is the collection type: the only one with sub-types (SPEC point 2, screen 2). */

export interface Choice {
  value: number;
  title: string;
}

export const COLLECTION_TYPE = 1;

export const COMPLAINT_TYPES: readonly Choice[] = [
  { value: COLLECTION_TYPE, title: 'Collection' },
  { value: 2, title: 'Repayment' },
  { value: 3, title: 'Loan application' },
  { value: 4, title: 'Account and app' },
  { value: 5, title: 'Other' },
];

export const COLLECTION_SUB_TYPES: readonly Choice[] = [
  { value: 101, title: 'Rude or abusive language' },
  { value: 102, title: 'Contacting my family or references' },
  { value: 103, title: 'Calls outside 8:00 AM to 8:00 PM' },
  { value: 104, title: 'Threats or public shaming' },
  { value: 105, title: 'Collecting an amount I do not owe' },
];

export function typeTitle(value: number): string {
  return COMPLAINT_TYPES.find((choice) => choice.value === value)?.title ?? '';
}

export function subTypeTitle(value: number | null): string {
  return COLLECTION_SUB_TYPES.find((choice) => choice.value === value)?.title ?? '';
}
