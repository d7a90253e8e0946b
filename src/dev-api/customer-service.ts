/** Customer service contacts (screen 6). Success rule: int0. Values come from config/market.json so support details live in one place. */
import market from '../../config/market.json';
import { devEndpoint, readForm } from './endpoint';
import { replyFail, replyInt0 } from './envelope';
import { replyLanguage, say, type Wording } from './server-language';

/** The only value of `overall` the app sends (SPEC point 9, "Support request parameter"). */
export const SUPPORT_OVERALL = '30';

/** The hours and reply promise under the contacts, in the page's language (docs/dev-api.md "Language"). */
export const SUPPORT_TIP: Wording = {
  en: 'Our hotline is open Monday to Saturday, 8:00 AM to 6:00 PM (Philippine time). We answer emails within 1 working day.',
  fil: 'Bukas ang hotline namin Lunes hanggang Sabado, 8:00 AM hanggang 6:00 PM (oras sa Pilipinas). Sinasagot namin ang email sa loob ng 1 araw ng trabaho.',
};

export const customerServiceHandlers = [
  devEndpoint('post', '/v3/personal-center/contact-kf-info', async ({ request }) => {
    const { overall } = await readForm(request);
    if (overall !== SUPPORT_OVERALL) return replyFail(1, `Unsupported request (overall must be ${SUPPORT_OVERALL}).`);
    return replyInt0({
      email: market.company.email,
      smWa: market.company.phone,
      tip: say(SUPPORT_TIP, replyLanguage(request)),
    });
  }),
];
