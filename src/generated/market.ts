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
   * Origin of the API; empty string means the page's own origin. The build's default only: the host's runtime-config.js (src/lib/runtime-config.ts, docs/deploy.md) decides at run time, so one build serves staging and production.
   */
  apiOrigin: string;
  /**
   * Field vitals and error reports (issue 27): the build's defaults; the host's runtime-config.js decides at run time (docs/deploy.md).
   */
  telemetry?: {
    /**
     * Where reports are posted: an http(s) URL or a path on the page's origin (with the otlp format, the collector's base, e.g. https://otel.example.ph); empty: nothing is measured or sent.
     */
    endpoint: string;
    /**
     * The share of page views that report (0 to 1).
     */
    sampleRate: number;
    /**
     * What the reports are: kaagapay, one batch of schemas/telemetry-batch.json posted to the endpoint (the default); otlp, OpenTelemetry logs and metrics as OTLP/HTTP JSON posted to the endpoint's /v1/logs and /v1/metrics (an OpenTelemetry Collector's base, docs/deploy.md).
     */
    format?: 'kaagapay' | 'otlp';
  };
  /**
   * Default time-out of a call.
   */
  httpTimeoutMs: number;
  /**
   * IANA time zone whose wall calendar the borrower's dates are days of (Asia/Manila): add_days, add_months and days_between count days there, whatever zone the phone or the build machine is in.
   */
  timeZone: string;
  /**
   * Money as the borrower reads it (SPEC point 9, CONTRACT.md 'Market values'): the server's minor units divided by divisor, shown with decimals digits after the mark, grouped and marked the locale's way (src/lib/money.ts, the one formatter).
   */
  currency: {
    /**
     * Currency sign (₱).
     */
    sign: string;
    /**
     * Sign of the alternative currency, for a market whose pages may show one (SPEC screen 19's currencyFlag=1 shows ₹ in another market). Absent: money(x, 'alt') shows the market's own sign, so the flag is read but never drawn (CONTRACT.md 'Market values': the Philippine market).
     */
    altSign?: string;
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
   * Which mobile numbers the landing accepts and the one form they are sent in (CONTRACT.md 'Market values'). A field's rules.mobile, the mobile expression operation and the dev API all check through src/lib/mobile-number.ts with this value; a text field of format phone keeps and groups digits the way this rule's numbers are typed.
   */
  mobile: MobileNumberRule | MobilePatternRule;
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
    /**
     * The lender's Data Protection Officer (Data Privacy Act, RA 10173), whom the NPC expects a borrower to write to before it hears a complaint about personal data: named on every complaint page and in the privacy policy.
     */
    dataProtectionOfficer: {
      /**
       * The officer's own address, e.g. dpo@kaagapay.ph.
       */
      email: string;
    };
    /**
     * The copyright notice's year and holder, without words a reader must read in their language: the site footer adds its "All rights reserved." from the screens, translated (issue 61).
     */
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
    /**
     * When the host answers for the API (a proxy's 502 or 503: the API is down or being deployed).
     */
    unavailable: string;
    /**
     * When the host refuses a call as one too many from this address for now (a proxy's 429, the nginx site's request limits): wait, then ask again; what was typed stays.
     */
    tooManyRequests: string;
    retry: string;
    /**
     * When code this page needs is gone because the site now serves a newer release (a tab opened before a deploy and a prune): reload, not retry. Shown instead of networkError then (src/lib/release-check.ts).
     */
    newVersion: string;
    /**
     * The button beside newVersion: reloads the page (what was typed into a form with a draft comes back).
     */
    reload: string;
    back: string;
    home: string;
    blockFailed: string;
    screenFailed: string;
    notFoundTitle: string;
    notFoundText: string;
    unsafeUrl: string;
    /**
     * Shown when a step must open a link the reply did not give (absent, null or empty): the borrower is told to try later, not that the link is unsafe.
     */
    linkUnavailable: string;
    copied: string;
    copyFailed: string;
    confirm: string;
    cancel: string;
    pickerPlaceholder: string;
    required: string;
    close: string;
  };
  /**
   * What a borrower is promised about a complaint (issue 19): the reply time shown on the complaint form, its sent modal and a pending complaint, and where to escalate (issue 30), shown on the complaint form and on every complaint's details, answered or not (screens/fragments/complaint-escalation.json).
   */
  complaints: {
    /**
     * Working days within which the lender answers a complaint (SPEC screen 3: 3 weekdays, which the screens call working days: locales/glossary.md).
     */
    replyWorkingDays: number;
    regulator: Agency;
    privacyRegulator: Agency1;
  };
  /**
   * When the lender and its collectors may contact a borrower about a debt (SEC Memorandum Circular No. 18, series of 2019: not before 6:00 AM or after 10:00 PM, unless the account is more than 60 days past due or the borrower agreed). Read by the loan terms ({market.collection.contactHours.from}) and by the dev API's complaint types.
   */
  collection: {
    $comment?: string;
    /**
     * The first and last time of day a collector may call or message, written as the market writes times: 12-hour clock, minutes, AM or PM (6:00 AM, 10:00 PM), which Filipino text writes the same way.
     */
    contactHours: {
      from: string;
      until: string;
    };
    /**
     * Days past due after which the hours no longer bind (SEC MC 18: more than 60).
     */
    pastDueDaysBeforeAnyHour: number;
  };
  /**
   * The languages a borrower can read the product in (issue 19). Screens are written in the default; every other choice has a catalogue, locales/<code>.json. The build prerenders every route in every choice (index.<code>.html beside the default's index.html). A page's language is, first found: its lang query value, the cookie (a language switch or a lang query value sets it), then what only the app sees: the host app's (window[hostGlobal]), the browser's (navigator.languages); the default. A host picks the page by the same order, with Accept-Language in place of the last two (src/i18n/host-language.ts).
   */
  languages: {
    /**
     * The language screens are written in (and the build prerenders pages in): en.
     */
    default: string;
    /**
     * @minItems 1
     */
    choices: [
      {
        /**
         * What the lang query and the catalogue's file name use: fil.
         */
        code: string;
        /**
         * Its name in English, for the product team's messages: Filipino.
         */
        name: string;
        /**
         * Its name as its readers write it, shown on the language switch: Filipino, English.
         */
        label: string;
        /**
         * Primary language subtags that mean this choice, from a lang value, the host or the browser: fil and tl (Tagalog) both mean Filipino.
         *
         * @minItems 1
         */
        tags: [string, ...string[]];
        /**
         * The Accept-Language header every API call sends while the page is in this language (src/api/request.ts), so the server may answer its texts (names, messages) in it: this language's tag first, then what else its readers read, with a lower q: fil-PH, en;q=0.8. Its first tag must mean this choice (npm run validate). Letters, digits, '-', ';', '=', '.', ',' and spaces only, as the pattern allows: the header then stays CORS-safelisted, so an API on another origin needs no preflight for it.
         */
        acceptLanguage: string;
      },
      ...{
        /**
         * What the lang query and the catalogue's file name use: fil.
         */
        code: string;
        /**
         * Its name in English, for the product team's messages: Filipino.
         */
        name: string;
        /**
         * Its name as its readers write it, shown on the language switch: Filipino, English.
         */
        label: string;
        /**
         * Primary language subtags that mean this choice, from a lang value, the host or the browser: fil and tl (Tagalog) both mean Filipino.
         *
         * @minItems 1
         */
        tags: [string, ...string[]];
        /**
         * The Accept-Language header every API call sends while the page is in this language (src/api/request.ts), so the server may answer its texts (names, messages) in it: this language's tag first, then what else its readers read, with a lower q: fil-PH, en;q=0.8. Its first tag must mean this choice (npm run validate). Letters, digits, '-', ';', '=', '.', ',' and spaces only, as the pattern allows: the header then stays CORS-safelisted, so an API on another origin needs no preflight for it.
         */
        acceptLanguage: string;
      }[]
    ];
    /**
     * Our assumption (docs/contract-assumptions.md): a host app that knows the borrower's language sets this window property (a language tag such as fil-PH) before the page loads; a lang query value wins over it.
     */
    hostGlobal: string;
    /**
     * The cookie that keeps the borrower's language for later pages (one year, path /, SameSite=Lax): set by a language switch and by a lang query value that names a choice. The app reads it after the lang query value, and a host (nginx, scripts/ops/serve-production.ts) reads it to serve the page prerendered in that language: lang.
     */
    cookie: string;
  };
  /**
   * One loan, one truth (CONTRACT.md 'Market values', issue 40): the charges the market's loans carry besides the offer's own interest and fees, and the legal caps on them. The loan terms text (screens/fragments/loan-terms-text.json), the Truth-in-Lending disclosure's caps line and cap flag (screens/fragments/truth-in-lending.json) and the dev API's offers, penalties and extension fees (src/dev-api/loan-charges.ts) all read these values; tests/unit/loan-charges.test.ts holds them to each other.
   */
  loanCharges: {
    $comment?: string;
    /**
     * Late-payment penalty: per cent a month of the amount overdue, accrued for each calendar day of delay at this rate divided by daysPerMonth. The Philippine market's 5 is BSP Circular 1133's cap.
     */
    penaltyPercentPerMonth: number;
    /**
     * Days of a month when a monthly rate is counted by the day (30).
     */
    daysPerMonth: number;
    /**
     * The one-time charge on default that SPEC's legal text has (another market's Rs.1,000 for a new client, Rs.800 for a repeat client). 0 means none. Counted inside the penalty cap and the total cost cap.
     */
    defaultCharge: {
      /**
       * An amount in the server's unit (centavos: divided by currency.divisor).
       */
      newClient: number;
      /**
       * An amount in the server's unit (centavos: divided by currency.divisor).
       */
      repeatClient: number;
    };
    /**
     * The legal caps on a loan's cost (in the Philippines BSP Circular No. 1133, applied to lending companies by SEC Memorandum Circular No. 3, series of 2022).
     */
    caps: {
      /**
       * The law the caps come from, as the disclosure names it.
       */
      law: string;
      /**
       * Most a late payment may cost, one-time charges included: per cent a month of the amount overdue (counted by the day).
       */
      penaltyPercentPerMonth: number;
      /**
       * Most that interest, fees, penalties and every other charge may add up to on a covered loan, per cent of the principal.
       */
      totalCostPercentOfPrincipal: number;
      /**
       * A covered loan's largest principal, in the server's unit (centavos).
       */
      coveredMaxPrincipal: number;
      /**
       * A covered loan's longest term, in calendar months.
       */
      coveredMaxMonths: number;
      /**
       * Most nominal interest a covered loan may carry, per cent a month.
       */
      nominalInterestPercentPerMonth: number;
      /**
       * Most effective interest a covered loan may carry, per cent a month.
       */
      effectiveInterestPercentPerMonth: number;
    };
    /**
     * Extensions (moving a due date for a fee; SPEC's delay or rollover) the market allows on one loan (issue 61). The extension page (screens/repayment-delay.json, extension_room: src/lib/loan-caps.ts) refuses one past the limit, and one whose fee would take a covered loan past caps.totalCostPercentOfPrincipal.
     */
    extensions: {
      $comment?: string;
      /**
       * Most extensions one loan may have; 0 allows none.
       */
      maxCount: number;
    };
  };
}
/**
 * A mobile number of the country, as people type it (0917 123 4567, 09171234567, +63 917 123 4567, 63 917…, 917 123 4567, DITO's 0895…/0991…), checked with libphonenumber-js's mobile metadata for this country (src/generated/phone-metadata.json, written by npm run typegen).
 */
export interface MobileNumberRule {
  rule: 'mobile-number';
  /**
   * ISO 3166 country of the numbers. Only PH: the phone input groups digits the Philippine way (src/lib/formats.ts).
   */
  country: 'PH';
  /**
   * The one form every call sends, whatever the borrower typed. national: 09171234567 (11 digits with the trunk 0), the form Philippine sign-up systems and SMS gateways take and the way Filipinos know their own number, so it is the default; e164: +639171234567, for a server that wants the international form.
   */
  sendFormat: 'national' | 'e164';
}
/**
 * SPEC point 5's reading: a regular expression the typed digits must match (SPEC: ^1[3-9]\d{9}$, 11 digits from 1); the value is sent as typed, and the phone input is SPEC's (digits only, at most 11, grouped 3-4-4).
 */
export interface MobilePatternRule {
  rule: 'pattern';
  /**
   * JavaScript regular expression over the digits, anchored by you.
   */
  pattern: string;
}
/**
 * Where a borrower escalates a complaint about lending or collection practices: in the Philippines, the Securities and Exchange Commission, which licenses lending companies (RA 9474) and forbids unfair collection (SEC MC 18 s.2019).
 */
export interface Agency {
  /**
   * The agency's name as a borrower knows it.
   */
  name: string;
  /**
   * Its website.
   */
  url: string;
  /**
   * The page of its complaint channel a borrower uses (for the SEC, its page on complaints against lending and financing companies; for the NPC, how to file a complaint).
   */
  complaintsUrl: string;
  /**
   * The address it takes complaints at, when it has one (the NPC: complaints@privacy.gov.ph).
   */
  email?: string;
  /**
   * When it hears a complaint only after the lender had a chance to answer: the calendar days the lender has (the NPC: 15 days after the borrower wrote to the lender, NPC 2021 Rules of Procedure on exhaustion of remedies).
   */
  afterCalendarDays?: number;
}
/**
 * Where a borrower escalates a misuse of personal data (e.g. contacting the phone's contacts): the National Privacy Commission (RA 10173).
 */
export interface Agency1 {
  /**
   * The agency's name as a borrower knows it.
   */
  name: string;
  /**
   * Its website.
   */
  url: string;
  /**
   * The page of its complaint channel a borrower uses (for the SEC, its page on complaints against lending and financing companies; for the NPC, how to file a complaint).
   */
  complaintsUrl: string;
  /**
   * The address it takes complaints at, when it has one (the NPC: complaints@privacy.gov.ph).
   */
  email?: string;
  /**
   * When it hears a complaint only after the lender had a chance to answer: the calendar days the lender has (the NPC: 15 days after the borrower wrote to the lender, NPC 2021 Rules of Procedure on exhaustion of remedies).
   */
  afterCalendarDays?: number;
}
