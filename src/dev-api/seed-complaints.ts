/**
 * Seeded complaints: one processed and waiting for a rating (301), one processed and already
 * rated (302), one pending (303). Order numbers match seed-orders.ts. Support's replies are in
 * both languages and unsigned: the complaint page signs them (issue 61: a reply signed twice).
 */
import { assetPath } from './assets';
import type { Complaint, Order } from './records';
import type { Wording } from './server-language';

/** The reply of a complaint support has not answered yet: the page hides its reply card. */
export const NO_REPLY: Wording = { en: '', fil: '' };

export function seedComplaints(orders: readonly Order[]): Complaint[] {
  const orderNo = (orderId: string): string => {
    const order = orders.find((candidate) => candidate.orderId === orderId);
    if (!order) throw new Error(`seed-complaints: no seeded order ${orderId}`);
    return order.orderNo;
  };
  return [
    {
      id: '301',
      orderNo: orderNo('10180'),
      type: 1,
      sonType: 102,
      content:
        'A collector called my mother in Iloilo City three times yesterday about my loan, even though I never gave her number as a reference. Please stop contacting my family.',
      images: [assetPath('evidence-call-log')],
      time: '2026-10-28 14:32',
      status: 'processed',
      disposeDetail: {
        en: 'Hi Juan, we are sorry for the trouble. We checked the call records and reminded the collection agent that only you may be contacted about your loan. Your family will not be called again.',
        fil: 'Hi Juan, pasensya na sa abala. Sinuri namin ang mga record ng tawag at pinaalalahanan ang ahenteng naniningil na ikaw lang ang puwedeng kontakin tungkol sa loan mo. Hindi na tatawagan ulit ang pamilya mo.',
      },
      disposeImages: [assetPath('reply-agent-notice')],
      score: null,
    },
    {
      id: '302',
      orderNo: orderNo('10200'),
      type: 2,
      sonType: null,
      content:
        'I paid at 7-Eleven CLIQQ in Quezon City on 20 October but the app still showed my loan as unpaid the next day.',
      images: [assetPath('evidence-receipt')],
      time: '2026-10-21 09:15',
      status: 'processed',
      disposeDetail: {
        en: 'Your payment was posted on Oct 22, 2026 and your loan is now fully paid. Payments at 7-Eleven can take up to 2 working days to appear.',
        fil: 'Naitala ang bayad mo noong Okt 22, 2026 at bayad na nang buo ang loan mo. Ang bayad sa 7-Eleven ay puwedeng umabot ng hanggang 2 araw ng trabaho bago lumabas.',
      },
      disposeImages: [],
      score: 5,
    },
    {
      id: '303',
      orderNo: orderNo('10174'),
      type: 4,
      sonType: null,
      content: 'I cannot change my registered mobile number from 0917 123 4567 to 0918 765 4321 in the app.',
      images: [],
      time: '2026-11-04 18:02',
      status: 'pending',
      disposeDetail: NO_REPLY,
      disposeImages: [],
      score: null,
    },
  ];
}
