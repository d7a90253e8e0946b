/* Generated from schemas/ by npm run typegen: do not edit. CI fails when this file is stale. */

/**
 * Market values (config/market.json): brand, API base, money format, patterns, bridge name, company details and the runtime's own messages.
 */
export interface Market {
  $schema?: string;
  $comment?: string;
  /**
   * App name (sent as appName in registration).
   */
  appName: string;
  /**
   * Replaces {provider} in endpoint paths.
   */
  provider: string;
  /**
   * Path prefix of every API call (SPEC: /stations).
   */
  apiBase: string;
  /**
   * Origin of the API; empty string means the page's own origin.
   */
  apiOrigin: string;
  /**
   * Default time-out of a call.
   */
  httpTimeoutMs: number;
  /**
   * Money as the borrower reads it (SPEC point 9, CONTRACT.md 'Market values'): the server's minor units divided by divisor, shown with decimals digits after the mark, grouped and marked the locale's way (src/lib/money.ts, the one formatter).
   */
  currency: {
    /**
     * Currency sign (₱).
     */
    sign: string;
    /**
     * Sign used when a screen asks for the alternative (₹ on loan confirm variant 2).
     */
    altSign: string;
    /**
     * Server amounts are divided by this (centavos → pesos).
     */
    divisor: number;
    /**
     * Decimals shown.
     */
    decimals: number;
    /**
     * BCP 47 locale whose number grouping and decimal mark money uses, through Intl.NumberFormat: en-PH writes ₱5,678.00 (comma groups, period decimals), as Filipinos write money.
     */
    locale: string;
    /**
     * Optional: marks that replace the locale's. SPEC point 9's money helper groups thousands with '.' and so marks decimals with ',': {"group": ".", "decimal": ","} gives ₱5.678,00. Leave out to write money the locale's way (the Philippine default).
     */
    separators?: {
      /**
       * Thousands separator, e.g. '.' (SPEC point 9).
       */
      group: string;
      /**
       * Decimal mark, e.g. ','.
       */
      decimal: string;
    };
  };
  /**
   * Regular expression of a valid mobile number on the landing page.
   */
  mobilePattern: string;
  /**
   * The footer hides when the on-screen keyboard shrinks the viewport by more than this.
   */
  keyboardHideThresholdPx: number;
  toast: {
    defaultMs: number;
    minMs: number;
  };
  /**
   * Query parameters carried by every call and in-app navigation.
   */
  sessionParams: string[];
  bridge: {
    /**
     * Handler name: window.webkit.messageHandlers.<name> (iOS), window.<name> (Android).
     */
    name: string;
  };
  company: {
    name: string;
    address: string;
    email: string;
    phone: string;
    secRegistration: string;
    certificateOfAuthority: string;
    copyright: string;
  };
  /**
   * Texts the runtime itself shows (network errors, retry, not found…).
   */
  messages: {
    loading: string;
    networkError: string;
    timeout: string;
    badReply: string;
    retry: string;
    back: string;
    home: string;
    blockFailed: string;
    screenFailed: string;
    notFoundTitle: string;
    notFoundText: string;
    unsafeUrl: string;
    copied: string;
    copyFailed: string;
    confirm: string;
    cancel: string;
    pickerPlaceholder: string;
    required: string;
    close: string;
  };
}
