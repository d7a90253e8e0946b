/**
 * Promotion landing page (screen 11) under /api/v2/{provider}/: channel template, visit and click
 * tracking, session id, captcha image, SMS code and registration. Success rules: the template
 * uses str00; get-sid, get-sms and register use int0 with the special codes of SPEC point 8.
 */
import { HttpResponse } from 'msw';
import market from '../../config/market.json';
import type { Market } from '../generated/market';
import { normaliseMobile } from '../lib/mobile-number';
import { assetPath } from './assets';
import { captchaMatches, captchaSvg, newCaptcha } from './captcha';
import { db } from './db';
import { devEndpoint, readForm, readQuery } from './endpoint';
import { reply00, replyFail, replyInt0 } from './envelope';
import { randomChars } from './random';
import { filled, replyLanguage, say, type Wording } from './server-language';

export const LANDING_BASE = `/api/v2/${market.provider}`;
/** The SMS code every dev-API "SMS" carries. */
export const DEV_SMS_CODE = '123456';

export const LANDING_CODES = {
  badPhone: 1,
  noSmsSent: 2,
  wrongSmsCode: 3,
  smsCaptchaWrong: 101,
  alreadyRegistered: 11,
  registerCaptchaWrong: -1,
} as const;

// The server's messages, in the page's language (CONTRACT.md 'Readings chosen', "API"); SPEC point 8's
// Chinese originals: 您已注册,请直接下载APP登录！, 图形验证码错误，请重新输入, 请正确输入手机号！,
// 验证码已发送，请在手机上查看！, 请先获取短信验证码, 短信验证码错误, 注册成功.
/** The registration replies' messages in each language (server-language.ts); `{id}` is filled in. */
export const LANDING_TEXTS = {
  alreadyRegistered: { en: 'You are already registered. Please download the app and log in.', fil: 'Registered ka na. I-download ang app at mag-log in.' },
  captchaWrong: { en: 'The image code is wrong. Please enter the new one.', fil: 'Mali ang image code. Ilagay ang bagong code.' },
  badPhone: { en: 'Please enter a valid mobile number, e.g. 0917 123 4567', fil: 'Pakilagay ang tamang mobile number, hal. 0917 123 4567' },
  codeSent: { en: 'The code has been sent. Please check your phone.', fil: 'Naipadala na ang code. Pakitingnan ang phone mo.' },
  noSmsSent: { en: 'Please get an SMS code first.', fil: 'Kumuha muna ng SMS code.' },
  wrongSmsCode: { en: 'The SMS code is wrong.', fil: 'Mali ang SMS code.' },
  registered: { en: 'Registration successful', fil: 'Matagumpay ang registration' },
  noTemplate: { en: 'Channel template {id} not found.', fil: 'Hindi makita ang channel template {id}.' },
} as const satisfies Record<string, Wording>;

/** A channel template (SPEC: "id plus other fields not shown"; the fields are docs/contract-assumptions.md's): its texts in each language. */
export interface ChannelTemplate {
  id: number;
  title: Wording;
  subtitle: Wording;
  /** A picture without words, the same in every language: CONTRACT "API" never changes a URL by the language (assets.ts). */
  banner: string;
  buttonText: Wording;
  themeColor: string;
  agreementTitle: Wording;
  downloadTitle: Wording;
  downloadUrl: string;
}

// The templates are ads: they promise only what the loan terms do (issue 40: a decision within 1 day,
// the money within 1 to 3 days, every fee shown first), never "approval in minutes" or "no service fee".
export const CHANNEL_TEMPLATES: Record<string, ChannelTemplate> = {
  '1': {
    id: 1,
    title: { en: 'Kaagapay Cash Loan', fil: 'Kaagapay Cash Loan' },
    subtitle: { en: 'Borrow ₱2,000 to ₱20,000 with one valid ID. A decision within 1 day.', fil: 'Humiram ng ₱2,000 hanggang ₱20,000 gamit ang isang valid ID. May desisyon sa loob ng 1 araw.' },
    banner: assetPath('banner-Kaagapay-Cash-Loan'),
    buttonText: { en: 'Apply now', fil: 'Mag-apply na' },
    themeColor: '#0f766e',
    agreementTitle: { en: 'Loan Agreement', fil: 'Kasunduan sa loan' },
    downloadTitle: { en: 'Download Kaagapay and log in with your phone number', fil: 'I-download ang Kaagapay at mag-log in gamit ang phone number mo' },
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.kaagapay.app',
  },
  '2': {
    id: 2,
    title: { en: 'Payday Promo', fil: 'Promo sa sahod' },
    subtitle: { en: 'Every fee shown before you accept, and the money in your account within 1 to 3 days.', fil: 'Makikita mo ang bawat fee bago ka pumayag, at nasa account mo ang pera sa loob ng 1 hanggang 3 araw.' },
    banner: assetPath('banner-Payday-Promo'),
    buttonText: { en: 'Get my cash', fil: 'Kunin ang pera ko' },
    themeColor: '#b45309',
    agreementTitle: { en: 'Loan Agreement', fil: 'Kasunduan sa loan' },
    downloadTitle: { en: 'Download Kaagapay to claim your promo', fil: 'I-download ang Kaagapay para makuha ang promo mo' },
    downloadUrl: 'https://play.google.com/store/apps/details?id=ph.kaagapay.app',
  },
};

/** A template as the reply sends it: its texts in `language`. */
function templateIn(template: ChannelTemplate, language: string): Record<string, unknown> {
  return {
    ...template,
    title: say(template.title, language),
    subtitle: say(template.subtitle, language),
    buttonText: say(template.buttonText, language),
    agreementTitle: say(template.agreementTitle, language),
    downloadTitle: say(template.downloadTitle, language),
  };
}

/**
 * The refusal for a phone that is not a mobile number by the market's rule, checked first by both
 * calls. Like a real server it takes the one form the market sends (09171234567), not every way a
 * person may type it, so a page that forgot to normalise the number is caught here.
 */
function checkPhone(phone: string | undefined, language: string): Response | undefined {
  if (!phone || normaliseMobile(phone, (market as Market).mobile) !== phone) return replyFail(LANDING_CODES.badPhone, say(LANDING_TEXTS.badPhone, language));
  return undefined;
}

export const landingHandlers = [
  devEndpoint('get', `${LANDING_BASE}/service/channel/channel-template`, ({ request }) => {
    const { templateId } = readQuery(request);
    const language = replyLanguage(request);
    const template = CHANNEL_TEMPLATES[templateId || '1'];
    if (!template) return replyFail('01', filled(say(LANDING_TEXTS.noTemplate, language), { id: templateId ?? '' }));
    return reply00(templateIn(template, language));
  }),

  devEndpoint('get', `${LANDING_BASE}/promotion/track-visit`, ({ request }) => {
    db.trackVisits.push(readQuery(request));
    return replyInt0(null);
  }),

  devEndpoint('get', `${LANDING_BASE}/promotion/track-click`, ({ request }) => {
    db.trackClicks.push(readQuery(request));
    return replyInt0(null);
  }),

  // Not in SPEC (the ad conversion's mechanism is not shown): the landing reports it here, so the
  // server can forward it to the ad network.
  devEndpoint('get', `${LANDING_BASE}/promotion/track-conversion`, ({ request }) => {
    db.trackConversions.push(readQuery(request));
    return replyInt0(null);
  }),

  devEndpoint('get', `${LANDING_BASE}/promotion/get-sid`, () => {
    const sid = `sid${String(db.nextSid).padStart(4, '0')}${randomChars('abcdefghijkmnpqrstuvwxyz23456789', 8)}`;
    db.nextSid += 1;
    return replyInt0({ sid });
  }),

  devEndpoint('get', `${LANDING_BASE}/promotion/get-captcha`, ({ request }) => {
    const { sid } = readQuery(request);
    if (!sid) return new HttpResponse('get-captcha needs the sid query parameter (from get-sid)', { status: 400 });
    const text = newCaptcha(sid);
    return new HttpResponse(captchaSvg(text), {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'no-store',
        // Lets an end-to-end test type the captcha without reading the picture.
        'x-dev-captcha': text,
      },
    });
  }),

  devEndpoint('post', `${LANDING_BASE}/promotion/get-sms`, async ({ request }) => {
    const form = await readForm(request);
    const text = (key: keyof typeof LANDING_TEXTS) => say(LANDING_TEXTS[key], replyLanguage(request));
    const badPhone = checkPhone(form.phone, replyLanguage(request));
    if (badPhone) return badPhone;
    if (!captchaMatches(form.sid, form.capcode)) return replyFail(LANDING_CODES.smsCaptchaWrong, text('captchaWrong'));
    const phone = form.phone ?? '';
    if (db.registeredPhones.has(phone)) return replyFail(LANDING_CODES.alreadyRegistered, text('alreadyRegistered'));
    db.smsSent.push({ phone, code: DEV_SMS_CODE, sid: form.sid ?? '' });
    return replyInt0(null, text('codeSent'));
  }),

  devEndpoint('post', `${LANDING_BASE}/promotion/register`, async ({ request }) => {
    const form = await readForm(request);
    const text = (key: keyof typeof LANDING_TEXTS) => say(LANDING_TEXTS[key], replyLanguage(request));
    const badPhone = checkPhone(form.phone, replyLanguage(request));
    if (badPhone) return badPhone;
    if (!captchaMatches(form.sid, form.capcode)) return replyFail(LANDING_CODES.registerCaptchaWrong, text('captchaWrong'));
    const phone = form.phone ?? '';
    if (db.registeredPhones.has(phone)) return replyFail(LANDING_CODES.alreadyRegistered, text('alreadyRegistered'));
    const sent = db.smsSent.filter((sms) => sms.phone === phone).at(-1);
    if (!sent) return replyFail(LANDING_CODES.noSmsSent, text('noSmsSent'));
    if (form.smsCode !== sent.code) return replyFail(LANDING_CODES.wrongSmsCode, text('wrongSmsCode'));
    db.registeredPhones.add(phone);
    return replyInt0(null, text('registered'));
  }),
];
