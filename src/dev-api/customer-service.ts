/** Customer service contacts (screen 6). Success rule: int0. Values come from config/market.json so support details live in one place. */
import market from '../../config/market.json';
import { devEndpoint, readForm } from './endpoint';
import { replyFail, replyInt0 } from './envelope';

/** The only value of `overall` the app sends (SPEC point 9, "Support request parameter"). */
export const SUPPORT_OVERALL = '30';

export const customerServiceHandlers = [
  devEndpoint('post', '/v3/personal-center/contact-kf-info', async ({ request }) => {
    const { overall } = await readForm(request);
    if (overall !== SUPPORT_OVERALL) return replyFail(1, `Unsupported request (overall must be ${SUPPORT_OVERALL}).`);
    return replyInt0({
      email: market.company.email,
      smWa: market.company.phone,
      tip: 'Our hotline is open Monday to Saturday, 8:00 AM to 6:00 PM (Philippine time). We answer emails within 1 working day.',
    });
  }),
];
