/**
 * Complaints (screens 2–5): init, image upload (served back under /stations/dev-uploads/),
 * save, list, detail and rating. Success rule: str00.
 */
import { HttpResponse } from 'msw';
import { countGraphemes } from '../lib/graphemes';
import { choicesIn, COLLECTION_SUB_TYPES, COLLECTION_TYPE, COMPLAINT_TYPES, subTypeTitle, typeTitle } from './complaint-types';
import { db } from './db';
import type { Complaint, Order } from './records';
import { nextTimestamp } from './dev-clock';
import { DevApiRequestError, devEndpoint, readForm, readMultipart, readQuery } from './endpoint';
import { reply00, replyFail } from './envelope';
import { ORDER_TEXTS } from './loan-details';
import { findLoanProduct } from './loan-products';
import { dateText, pesoText } from './money-text';
import { allowsCollectionComplaint, statusLabel } from './order-status';
import { findOrder, findOrderByNo } from './orders';
import { NO_REPLY } from './seed-complaints';
import { replyLanguage, say, type Wording } from './server-language';

const FAIL = '01';
export const MAX_COMPLAINT_CHARS = 200;
export const MAX_COMPLAINT_IMAGES = 9;
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const UPLOAD_PATH = '/dev-uploads';

/** The orders offered under "All" on the complaint start page. */
export const COMPLAINT_ORDER_IDS = ['10174', '10180', '10200'] as const;

/** An order as the complaint start shows it: its status and rows read as the order page's, in `language`. */
function orderCard(order: Order, language: string) {
  const product = findLoanProduct(order.productId);
  const text = (key: keyof typeof ORDER_TEXTS) => say(ORDER_TEXTS[key], language);
  return {
    orderNo: order.orderNo,
    productLogo: product?.logo ?? '',
    productName: product?.name ?? '',
    status: statusLabel(order, language),
    // SPEC's order carries one flag, isShow: the dev API reads it as "collection complaints
    // allowed" (docs/contract-assumptions.md), as the complaint start page does.
    isShow: allowsCollectionComplaint(order) ? 1 : 0,
    list: [
      { title: text('loanAmount'), value: pesoText(order.amount) },
      { title: text('dueDate'), value: dateText(order.dueDate, language) },
      { title: text('amountToRepay'), value: pesoText(order.repayAmount) },
    ],
  };
}

/** Counts as the complaint form does: grapheme clusters (an emoji ZWJ sequence or a line break is one). */
export function complaintLength(text: string): number {
  return countGraphemes(text);
}

function isNeedScore(complaint: Complaint): 0 | 1 {
  return complaint.status === 'processed' && complaint.score === null ? 1 : 0;
}

function problemInit(fields: Record<string, string>, language: string): Response {
  const orderList = COMPLAINT_ORDER_IDS.map((id) => findOrder(id)).filter((order): order is Order => order !== undefined);
  const requested = fields.orderId ? findOrder(fields.orderId) : orderList[0];
  if (!requested) return replyFail(FAIL, say(SAVE_REFUSALS.noOrder, language));
  return reply00({
    problemType: choicesIn(COMPLAINT_TYPES, language),
    problemSonType: choicesIn(COLLECTION_SUB_TYPES, language),
    orderDetail: orderCard(requested, language),
    orderList: orderList.map((order) => orderCard(order, language)),
  });
}

/** The complaint list's tabs. */
export const LIST_TABS = {
  pending: { en: 'Pending', fil: 'Hinihintay' },
  processed: { en: 'Processed', fil: 'Naasikaso na' },
} as const satisfies Record<string, Wording>;

/** The description refused (docs/contract-assumptions.md: the complaint form shows it under the description). */
export const DETAIL_REFUSED = '02';
/** A card number (13 to 19 digits; spaces or dashes between them allowed), longer than a mobile number with +63 (docs/dev-api.md). */
const CARD_NUMBER = /\d(?:[ -]?\d){12,}/;

/** Why a complaint save is refused, in the languages the dev API answers in (server-language.ts). */
export const SAVE_REFUSALS = {
  emptyDetail: { en: 'Please fill in your comments and suggestions', fil: 'Pakisulat ang iyong reklamo o suhestiyon' },
  longDetail: { en: `Your description is longer than ${MAX_COMPLAINT_CHARS} characters.`, fil: `Lampas sa ${MAX_COMPLAINT_CHARS} character ang paglalarawan mo.` },
  cardNumber: {
    en: 'For your safety, please remove the card number from your description. We find your account from your order.',
    fil: 'Para sa kaligtasan mo, alisin ang card number sa paglalarawan mo. Makikita namin ang account mo mula sa loan mo.',
  },
  noType: { en: 'Please choose a question type.', fil: 'Pumili ng uri ng reklamo.' },
  noOrder: { en: 'Order not found. Please go back and choose an order.', fil: 'Hindi nakita ang loan. Bumalik at pumili ng loan.' },
  collectionRefused: { en: 'The selected order does not support sending collection types', fil: 'Hindi puwedeng magreklamo tungkol sa paniningil para sa napiling loan' },
  noSubType: { en: 'Please choose what the collection issue is about.', fil: 'Piliin kung tungkol saan ang reklamo sa paniningil.' },
  tooManyImages: { en: `You can attach at most ${MAX_COMPLAINT_IMAGES} images.`, fil: `Hanggang ${MAX_COMPLAINT_IMAGES} larawan lang ang puwedeng ilakip.` },
} as const satisfies Record<string, Wording>;

/** The other complaint replies' messages (photo upload, save, detail, rating), in each language. */
export const COMPLAINT_TEXTS = {
  notImage: { en: 'Please choose an image file (JPG or PNG).', fil: 'Pumili ng photo (JPG o PNG).' },
  tooLarge: { en: 'The image is larger than 5 MB. Please choose a smaller one.', fil: 'Lampas sa 5 MB ang photo. Pumili ng mas maliit.' },
  uploaded: { en: 'Upload succeeded!', fil: 'Na-upload na!' },
  sent: { en: 'Successfully Sent', fil: 'Naipadala na' },
  notFound: { en: 'Complaint not found.', fil: 'Hindi makita ang reklamo.' },
  chooseStars: ORDER_TEXTS.chooseStars,
  notProcessed: { en: 'You can rate a complaint after it has been processed.', fil: 'Puwede mong i-rate ang reklamo kapag naasikaso na ito.' },
  alreadyRated: { en: 'You have already rated this complaint.', fil: 'Na-rate mo na ang reklamong ito.' },
  thanks: ORDER_TEXTS.thanksForRating,
} as const satisfies Record<string, Wording>;

function detailProblem(detail: string): Wording | undefined {
  if (detail.trim() === '') return SAVE_REFUSALS.emptyDetail;
  if (complaintLength(detail) > MAX_COMPLAINT_CHARS) return SAVE_REFUSALS.longDetail;
  if (CARD_NUMBER.test(detail)) return SAVE_REFUSALS.cardNumber;
  return undefined;
}

function validateSave(form: Record<string, string>): Wording | undefined {
  const type = Number(form.problemType);
  if (!COMPLAINT_TYPES.some((choice) => choice.value === type)) return SAVE_REFUSALS.noType;
  const order = findOrderByNo(form.orderNo);
  if (!order) return SAVE_REFUSALS.noOrder;
  if (type === COLLECTION_TYPE) {
    if (!allowsCollectionComplaint(order)) return SAVE_REFUSALS.collectionRefused;
    if (!COLLECTION_SUB_TYPES.some((choice) => choice.value === Number(form.problemSonType))) return SAVE_REFUSALS.noSubType;
  }
  if (splitImages(form.problemImage).length > MAX_COMPLAINT_IMAGES) return SAVE_REFUSALS.tooManyImages;
  return undefined;
}

function splitImages(joined: string | undefined): string[] {
  return (joined ?? '').split(',').map((url) => url.trim()).filter(Boolean);
}

export const complaintHandlers = [
  devEndpoint('post', '/user-problem/problem-init', async ({ request }) => problemInit(await readForm(request), replyLanguage(request))),
  // The complaint form fetches the same data with GET (SPEC point 7).
  devEndpoint('get', '/user-problem/problem-init', ({ request }) => problemInit(readQuery(request), replyLanguage(request))),

  devEndpoint('post', '/user-problem/upload-problem-img', async ({ request }) => {
    const file = (await readMultipart(request)).get('problemImage');
    if (!(file instanceof Blob)) throw new DevApiRequestError('the multipart body has no file in the field "problemImage"');
    const text = (key: keyof typeof COMPLAINT_TEXTS) => say(COMPLAINT_TEXTS[key], replyLanguage(request));
    if (!file.type.startsWith('image/')) return replyFail(FAIL, text('notImage'));
    if (file.size > MAX_UPLOAD_BYTES) return replyFail(FAIL, text('tooLarge'));
    const id = `img${db.nextUploadId}`;
    db.nextUploadId += 1;
    db.uploads.set(id, { bytes: new Uint8Array(await file.arrayBuffer()), contentType: file.type, fileName: 'name' in file ? String(file.name) : id });
    return reply00({ url: `/stations${UPLOAD_PATH}/${id}` }, text('uploaded'));
  }),

  devEndpoint('get', `${UPLOAD_PATH}/:id`, ({ params }) => {
    const upload = db.uploads.get(String(params.id ?? ''));
    if (!upload) return new HttpResponse('No such upload (uploads live in memory and are lost when the page reloads).', { status: 404 });
    return new HttpResponse(upload.bytes, { headers: { 'content-type': upload.contentType, 'cache-control': 'no-store' } });
  }),

  devEndpoint('post', '/user-problem/problem-save', async ({ request }) => {
    const form = await readForm(request);
    const language = replyLanguage(request);
    const refused = detailProblem(form.problemDetail ?? '');
    if (refused) return replyFail(DETAIL_REFUSED, say(refused, language));
    const problem = validateSave(form);
    if (problem) return replyFail(FAIL, say(problem, language));
    const type = Number(form.problemType);
    const complaint: Complaint = {
      id: String(db.nextComplaintId),
      orderNo: form.orderNo ?? '',
      type,
      sonType: type === COLLECTION_TYPE ? Number(form.problemSonType) : null,
      content: form.problemDetail ?? '',
      images: splitImages(form.problemImage),
      time: nextTimestamp(),
      status: 'pending',
      disposeDetail: NO_REPLY,
      disposeImages: [],
      score: null,
    };
    db.nextComplaintId += 1;
    db.complaints.push(complaint);
    return reply00({ problemId: complaint.id }, say(COMPLAINT_TEXTS.sent, language));
  }),

  devEndpoint('post', '/user-problem/problem-list', ({ request }) => {
    const language = replyLanguage(request);
    const entries = (status: Complaint['status']) =>
      db.complaints
        .filter((complaint) => complaint.status === status)
        .sort((a, b) => b.time.localeCompare(a.time))
        .map((complaint) => ({ id: complaint.id, time: complaint.time, type: typeTitle(complaint.type, language), content: complaint.content }));
    return reply00({
      tabs: [
        { title: say(LIST_TABS.pending, language), status: 1, list: entries('pending') },
        { title: say(LIST_TABS.processed, language), status: 2, list: entries('processed') },
      ],
    });
  }),

  devEndpoint('post', '/user-problem/problem-detail', async ({ request }) => {
    const { problemId } = await readForm(request);
    const language = replyLanguage(request);
    const complaint = db.complaints.find((candidate) => candidate.id === problemId);
    if (!complaint) return replyFail(FAIL, say(COMPLAINT_TEXTS.notFound, language));
    return reply00({
      type: typeTitle(complaint.type, language),
      sonType: subTypeTitle(complaint.sonType, language),
      problemId: complaint.id,
      content: complaint.content,
      images: complaint.images,
      disposeDetail: say(complaint.disposeDetail, language),
      disposeImages: complaint.disposeImages,
      isNeedScore: isNeedScore(complaint),
    });
  }),

  devEndpoint('post', '/user-problem/save-score', async ({ request }) => {
    const form = await readForm(request);
    const text = (key: keyof typeof COMPLAINT_TEXTS) => say(COMPLAINT_TEXTS[key], replyLanguage(request));
    const score = Number(form.score);
    if (!Number.isInteger(score) || score < 1 || score > 5) return replyFail(FAIL, text('chooseStars'));
    const complaint = db.complaints.find((candidate) => candidate.id === form.problemId);
    if (!complaint) return replyFail(FAIL, text('notFound'));
    if (complaint.status !== 'processed') return replyFail(FAIL, text('notProcessed'));
    if (complaint.score !== null) return replyFail(FAIL, text('alreadyRated'));
    complaint.score = score;
    return reply00(null, text('thanks'));
  }),
];
