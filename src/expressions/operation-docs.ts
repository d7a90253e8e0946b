import type { CustomOperationName } from './operations';

/**
 * What authoring needs of each custom operation (src/expressions/operations.ts): how many arguments
 * it takes (checked by the validator, src/compiler/5-cross-check/expression-arity.ts) and the one-line
 * description the reference shows (docs/screens.md). Kept apart from the implementations so that
 * this text never ships to borrowers: every page's first script loads the operations.
 */
export const customOperationDocs: Record<CustomOperationName, { arity: { min: number; max?: number }; description: string }> = {
  money: {
    arity: { min: 1, max: 2 },
    description: 'Money per market.json currency: money(500000) → "₱5,000.00"; money(amount, \'alt\') uses the market\'s alternative sign, its own sign where it has none (the Philippine market), money(amount, \'none\') no sign. A string that is not a number (server display text such as "₱5,150.00") is shown as written; null or "" gives "".',
  },
  mobile: {
    arity: { min: 1, max: 1 },
    description: 'A mobile number in the one form config/market.json mobile sends (national: "0917 123 4567", "+63 917 123 4567" and "917 123 4567" all give "09171234567"); "" when it is not a mobile number by the market rule: mobile(form.mobile).',
  },
  date: {
    arity: { min: 1, max: 2 },
    description: 'Formats a date (seconds, milliseconds or a date string) with dayjs: date(data.delay.repayDate, \'MMM D, YYYY\'). Seconds, milliseconds and a date string with its zone (…Z, …+08:00) are read on the clock of market.json timeZone (Asia/Manila), whatever zone the phone is set to; a date string without a zone is the market\'s local time as written. Blank or invalid input gives "".',
  },
  add_days: {
    arity: { min: 2, max: 2 },
    description: 'The day n days after a date (before, for a negative n), as \'YYYY-MM-DD\' on the calendar of market.json timeZone (Asia/Manila), which date() formats: date(add_days(now(), form.term), \'MMM D, YYYY\') → "Mar 1, 2028" on Feb 1, 2028 for a term of 29; add_days(\'2028-02-28\', 1) → "2028-02-29". A date is seconds, milliseconds or a date string (one without a zone is the day it writes); a blank date or a count that is not a whole number gives null.',
  },
  add_months: {
    arity: { min: 2, max: 2 },
    description: 'The same day n months later (earlier, for a negative n), kept in its month: add_months(\'2027-01-31\', 1) → "2027-02-28", add_months(\'2028-01-31\', 1) → "2028-02-29", add_months(\'2027-03-31\', -1) → "2027-02-28"; as add_days, a \'YYYY-MM-DD\' day in market.json timeZone, null for a blank date or a count that is not a whole number.',
  },
  days_between: {
    arity: { min: 2, max: 2 },
    description: 'Whole calendar days from the first date to the second in market.json timeZone (negative when the second is earlier), whatever the hours: days_between(now(), data.order.repayDate) → 3 when the payment is due in 3 days; days_between(\'2028-02-28\', \'2028-03-01\') → 2. Null when either date is blank or unreadable.',
  },
  graphemes: {
    arity: { min: 1, max: 1 },
    description: 'Number of characters as a person counts them (an emoji or a line break is one): graphemes(form.detail).',
  },
  trim: {
    arity: { min: 1, max: 1 },
    description: 'The text without the spaces around it (a number as its text; "" for null, missing or anything else), so a value of spaces alone reads as none: trim(data.offer.borrowerName) != \'\'.',
  },
  count: {
    arity: { min: 1, max: 1 },
    description: 'Length of a list (0 when not a list): count(data.detail.repayList).',
  },
  list: {
    arity: { min: 1, max: 1 },
    description: 'A list a reply may give as a list or as one comma-joined text (as SPEC\'s requests send lists, e.g. the complaint images): a list stays as it is, a text gives its non-empty trimmed parts, anything else []: list(\'https://a/1.jpg, https://a/2.jpg\') → ["https://a/1.jpg", "https://a/2.jpg"]; repeat over list(data.detail.images).',
  },
  having: {
    arity: { min: 2 },
    description: 'The entries of a list (objects) that have a value (not null, absent, "" or spaces) for every key named, in their order; not a list gives []: repeat over having(data.failure.alok, \'nagpapahiram\', \'rehistroSec\') shows only the products that name their lender, and count(having(…)) > 0 shows a heading only when one is left.',
  },
  coalesce: {
    arity: { min: 1 },
    description: 'The first argument that is not null, missing or "", else the last one as it is: coalesce(query.orderId, state.orderId, \'\') gives "" when neither is there.',
  },
  lookup: {
    arity: { min: 2, max: 3 },
    description: 'Maps a value through a list of [key, result] pairs (keys compared as strings), with a fallback: lookup(data.order.orderStatus, [[\'21\', \'Under review\'], [\'110\', \'Paid out\']], \'Other\').',
  },
  join: {
    arity: { min: 1, max: 2 },
    description: 'Joins a list with a separator: join(form.types, \', \'); a missing list gives "".',
  },
  str: {
    arity: { min: 1, max: 1 },
    description: 'The value as text ("" for null or missing): str(data.order.orderStatus).',
  },
  num: {
    arity: { min: 1, max: 1 },
    description: 'The value as a number (null when it is not one): num(query.amount).',
  },
  round: {
    arity: { min: 1, max: 2 },
    description: 'Rounds a number or numeric text to digits decimals (default 0; negative: tens, hundreds…), a half away from zero as money is rounded by hand, with no binary error: round(1.005, 2) → 1.01, round(-2.5) → -3, round(form.amount / 100) → whole pesos of centavos. Null, "", text that is not a number, or digits that are not a whole number give null.',
  },
  fixed: {
    arity: { min: 1, max: 2 },
    description: 'A number as text with exactly digits decimals (default 0), rounded as round() does, so a rate reads the same way on every line: fixed(11.8, 2) → "11.80", fixed(\'14.745\', 2) → "14.75". Null, "", text that is not a number, or digits that are not a whole number give "".',
  },
  floor: {
    arity: { min: 1, max: 2 },
    description: 'Rounds down (towards minus infinity) to digits decimals (default 0; negative: tens, hundreds…), with no binary error: floor(5678.999, 2) → 5678.99, floor(4.35 * 100) → 435, floor(1299, -2) → 1200. Null, "", text that is not a number, or digits that are not a whole number give null.',
  },
  sum: {
    arity: { min: 1, max: 2 },
    description: 'The total of a list of numbers, or of each entry\'s key in a list of objects: sum(data.offer.disclosure.fees, \'amount\') → 50000 for [{"amount": 50000}]. Numeric text ("500.00") is read as a number; an empty list gives 0. Null when the value is not a list or any entry is not a number (a total short of one part would mislead), so a when can leave the row out.',
  },
  effective_rate: {
    arity: { min: 2, max: 4 },
    description: 'The effective interest rate per month of the Truth-in-Lending disclosure (BSP Circular 730): the rate that discounts the payments to the net proceeds, as a fraction: effective_rate(9500, [[30, 3500], [60, 3500], [90, 3500]]) → 0.05176… (5.18% a month). Each payment is a [days, amount] pair, or an object with "days" and "amount" as a reply sends it (other names as the third and fourth arguments: effective_rate(data.offer.pahayag.matatanggap, data.offer.pahayag.iskedyul, \'araw\', \'halaga\')); days count from the release of the money, a month is config/market.json loanCharges.daysPerMonth days (30), and numeric text is read as a number. Null when it cannot be worked out (no proceeds, no payment, a value that is not a number, a negative day, or every payment on day 0).',
  },
  cap_breaches: {
    arity: { min: 9, max: 11 },
    description: 'The caps of config/market.json loanCharges.caps (BSP Circular No. 1133) a covered loan breaks, as a list of names in this order: nominalInterest, effectiveInterest, penalty, defaultCharges, totalCost; [] for an offer that keeps them or is not a covered loan (principal above coveredMaxPrincipal, or a term longer than coveredMaxMonths calendar months from today). Arguments: principal, term in days, interest, fees (a list), net proceeds, schedule (a list, as effective_rate reads it), penalty rate (% a month), charges on default (a list), extension fee, and the names of a payment\'s days and of an amount in the lists (default \'days\' and \'amount\'): count(cap_breaches(data.offer.amount, data.offer.periods, data.offer.disclosure.interest, data.offer.disclosure.fees, data.offer.disclosure.netProceeds, data.offer.disclosure.schedule, data.offer.disclosure.penaltyRate, data.offer.disclosure.defaultCharges, data.offer.disclosure.extensionFee)) > 0. The disclosure, the Loan button and the field report all read this one reckoning (src/lib/loan-caps.ts).',
  },
  extension_room: {
    arity: { min: 5, max: 6 },
    description: 'Whether a loan may be extended, and the room config/market.json loanCharges.caps.totalCostPercentOfPrincipal (BSP Circular No. 1133) leaves a covered loan, as an object: verdict (\'allowed\'; \'unchecked\' when the principal, term, fee or extensions taken is missing or not a number, or a covered loan\'s cost so far is; \'overLimit\' when the loan has had loanCharges.extensions.maxCount extensions; \'overCap\' when the fee would take a covered loan\'s cost past the cap), covered, costSoFar, costLimit, roomLeft, roomAfter (after the fee), fee, extensionsLeft, maxExtensions; amounts in the reply\'s unit, null where they cannot be worked out. Arguments: principal, term in days, cost so far (a list of charges, each its amount under the sixth argument, default \'amount\', or their total), the extension fee and the extensions taken; numeric text is read as a number: extension_room(data.delay.delayInfo.principal, data.delay.delayInfo.termDays, data.delay.delayInfo.costSoFar, data.delay.delayInfo.extensionFee, data.delay.delayInfo.extensionsTaken).verdict. The same covered-loan test and cap as cap_breaches (src/lib/loan-caps.ts).',
  },
  compound: {
    arity: { min: 2, max: 2 },
    description: 'A rate per period compounded over n periods, as a fraction: (1 + rate)^n − 1, so the effective interest rate a year is compound(effective_rate(…), 12): compound(0.05, 12) → 0.7958… (79.59% a year for 5% a month). Numeric text is read as a number; null when either is not a number or the rate is −100% or less.',
  },
  entries: {
    arity: { min: 1, max: 1 },
    description: 'The entries of a map as a list, so repeat can walk it: entries(data.info.payNotice) gives [{"key": …, "value": …}, …]; not a map → [].',
  },
  decode_uri: {
    arity: { min: 1, max: 1 },
    description: 'Decodes URL-encoded text once: decode_uri(\'%2Fqr%2F1.svg\') → "/qr/1.svg"; text that is not validly encoded comes back unchanged, null gives "".',
  },
  now: {
    arity: { min: 0, max: 0 },
    description: 'The current time in milliseconds since 1970 (e.g. a cache-busting timestamp): now().',
  },
  api_url: {
    arity: { min: 1 },
    description: 'An address on the API for things that are not calls (a captcha image): market apiOrigin + apiBase + path ({provider} replaced) + the name/value pairs as an encoded query; null or "" values are left out: api_url(\'/api/v2/{provider}/promotion/get-captcha\', \'sid\', state.sid) → "/stations/api/v2/kaagapay/promotion/get-captcha?sid=…".',
  },
};
