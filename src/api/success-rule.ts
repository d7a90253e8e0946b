export type SuccessRule = 'int0' | 'str00';

/**
 * int0: the code parses to the integer 0 (0, "0", "00" all do, as parseInt would have it in the
 * original helper, but "0x1" or "" do not). str00: the code is the string "00".
 */
export function isSuccess(rule: SuccessRule, code: unknown): boolean {
  if (rule === 'str00') return code === '00';
  if (typeof code === 'number') return code === 0;
  return typeof code === 'string' && /^\s*[+-]?0+\s*$/.test(code);
}

/**
 * The schemas/replies/common/values.json definition that holds a rule's success codes as a schema,
 * so a reply schema's `code` says on the wire what isSuccess accepts (src/contract/success-codes.test.ts
 * holds the two to the same codes). `either` serves a reply schema shared by endpoints of both rules.
 */
export const successCodeDefinition = (rule: SuccessRule | 'either'): string => `${rule}Success`;
