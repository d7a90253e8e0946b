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
     * Thousands separator.
     */
    groupSeparator: string;
    /**
     * Decimal separator.
     */
    decimalSeparator: string;
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
