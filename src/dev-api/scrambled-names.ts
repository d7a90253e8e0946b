/**
 * The scrambled endpoint paths and field names that SPEC.md leaves open (variant 2 confirm,
 * failure page, recommended-product clicks). One place, used by the handlers and checked against
 * docs/dev-api.md by a test, so the screens' JSON authors can rely on the table there.
 * Keys are the meanings; values are the names on the wire.
 */

/** A recommended product, as listed on the failure page and in the order screen's recProducts. */
export const PRODUCT_FIELDS = {
  id: 'kuyaId',
  logo: 'larawan',
  name: 'ngalan',
  buttonText: 'pindot',
  enabled: 'bukas',
  amountRange: 'saklaw',
  rangeDescription: 'saklawDsc',
  rate: 'tubo',
  description: 'lahad',
  tags: 'tatak',
  /** Issue 40, SEC MC 19 s.2019: the lender behind the ad (SPEC names none of the three). */
  lenderName: 'nagpapahiram',
  lenderSecRegistration: 'rehistroSec',
  lenderCertificateOfAuthority: 'awtoridadCa',
} as const;

/** Joint-login failure page: POST /panda/honey/scholarships. */
export const FAILURE_PAGE = {
  requestSource: 'pinagmulan',
  requestLimit: 'dami',
  productList: 'alok',
} as const;

/** The link to open, in the replies of the product-link fetch, the order-screen click and variant 2. */
export const LINK_FIELD = 'ugnayUrl';

/** Product taps: two POSTs from the failure page, one from the order screen. */
export const PRODUCT_TAP_PATHS = {
  failureClickReport: '/gopia/goya/kislap',
  failureLinkFetch: '/gopia/goya/tulay',
  orderScreenClick: '/gopia/goya/lakbay',
} as const;

/** Request fields of the order-screen recommended-product click (three fields). */
export const ORDER_CLICK_FIELDS = {
  recommendedProductId: 'kuyaId',
  orderId: 'bilin',
  productId: 'pulo',
} as const;

/** Loan confirmation variant 2 endpoints. */
export const CONFIRM_NEW_PATHS = {
  detail: '/gopia/goya/sinag',
  agreementList: '/gopia/goya/tala',
  agreementJump: '/gopia/goya/talampas',
  push: '/gopia/goya/agos',
} as const;

/** Loan confirmation variant 2 request parameters. */
export const CONFIRM_NEW_PARAMS = {
  productId: 'pulo',
  orderId: 'bilin',
  scene: 'eksena',
  position: 'puwesto',
  amount: 'halaga',
  periods: 'yugto',
  termUnit: 'sukat',
} as const;

/** Loan confirmation variant 2 reply fields (NewButtonMsg and NewPopMsg keep their SPEC names). */
export const CONFIRM_NEW_FIELDS = {
  amount: 'halaga',
  periods: 'yugto',
  termUnit: 'sukat',
  details: 'talaan',
  detailText: 'susi',
  detailValue: 'laman',
  repayPlans: 'hulugan',
  planTitle: 'pamagat',
  planAmount: 'halaga',
  planDescription: 'paliwanag',
  planPayTime: 'petsa',
  firstPayTime: 'unangBayad',
  firstPeriodDay: 'unangAraw',
  rateDescription: 'tuboDsc',
  sendSms: 'sulat',
  isPopType: 'bantay',
  popContent: 'bantayLaman',
  popTitle: 'bantayTitulo',
  popAgreementUrl: 'kasunduanUrl',
  productLogo: 'larawan',
  productName: 'ngalan',
  disclosure: 'pahayag',
  disclosureInterest: 'interes',
  disclosureFees: 'singil',
  feeName: 'pamagat',
  feeAmount: 'halaga',
  disclosureNetProceeds: 'matatanggap',
  disclosureSchedule: 'iskedyul',
  disclosurePenaltyRate: 'multa',
  disclosureDefaultCharges: 'singilSaDefault',
  disclosureExtensionFee: 'bayadSaPalugit',
  paymentDays: 'araw',
  paymentDate: 'petsa',
  paymentAmount: 'halaga',
  agreements: 'kasunduan',
  agreementTitle: 'pamagat',
  agreementPosition: 'puwesto',
} as const;
