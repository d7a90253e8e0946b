/**
 * One seeded order per status so a tester can reach every state of the order screen by orderId.
 * The orderId ends with the status (10174 → status 174); docs/dev-api.md has the full table.
 */
import { addDays, compactDate, TODAY } from './calendar';
import type { Order, OrderStatus } from './records';
import { extensionFeeFor, interestFor, latePenalty } from './loan-charges';
import { findLoanProduct } from './loan-products';

interface OrderSeed {
  orderId: string;
  productId: string;
  status: OrderStatus;
  amount: number;
  termDays: number;
  /** Days from today to the due date (negative = overdue). */
  dueInDays: number;
  isDelay?: '0' | '1';
  /** Extensions already taken (issue 61), each at the product's extension fee. */
  extensionsTaken?: number;
  isScore?: 0 | 1;
  cardNeedPop?: 0 | 1;
  playeduL?: string;
  isShowReyTop?: 0 | 1;
}

const SEEDS: OrderSeed[] = [
  { orderId: '10021', productId: '1', status: 21, amount: 1_000_000, termDays: 120, dueInDays: 120 },
  { orderId: '10110', productId: '2', status: 110, amount: 800_000, termDays: 180, dueInDays: 180, cardNeedPop: 1 },
  { orderId: '10151', productId: '1', status: 151, amount: 1_000_000, termDays: 120, dueInDays: 120, playeduL: '/loanConfirm?productId=1' },
  { orderId: '10170', productId: '2', status: 170, amount: 1_200_000, termDays: 180, dueInDays: 30 },
  { orderId: '10174', productId: '1', status: 174, amount: 1_500_000, termDays: 120, dueInDays: 2, isDelay: '1', isShowReyTop: 1 },
  { orderId: '10180', productId: '3', status: 180, amount: 2_000_000, termDays: 91, dueInDays: -5, isShowReyTop: 1 },
  { orderId: '10181', productId: '1', status: 180, amount: 700_000, termDays: 120, dueInDays: -3, isDelay: '1' },
  { orderId: '10200', productId: '2', status: 200, amount: 1_000_000, termDays: 180, dueInDays: -10, isScore: 1 },
  // Issue 61's extension cases: a covered loan that has had every extension the market allows, and
  // one whose next fee would pass the total-cost cap. The second is of product 4, the dev API's
  // over-the-caps product: a lawful product within the limit never reaches the cap (₱7,000 of
  // product 1 after two extensions has cost about 31% of its principal).
  { orderId: '10182', productId: '1', status: 174, amount: 700_000, termDays: 120, dueInDays: 4, isDelay: '1', extensionsTaken: 2 },
  { orderId: '10183', productId: '4', status: 174, amount: 400_000, termDays: 91, dueInDays: 3, isDelay: '1', extensionsTaken: 1 },
];

export function seedOrders(): Order[] {
  return SEEDS.map((seed, index) => {
    const product = findLoanProduct(seed.productId);
    if (!product) throw new Error(`seed-orders: order ${seed.orderId} names unknown productId ${seed.productId}`);
    const dueDate = addDays(TODAY, seed.dueInDays);
    const applyDate = addDays(dueDate, -seed.termDays);
    const interest = interestFor(product, seed.amount, seed.termDays);
    // Instalment products show the payment due now, not the whole balance; late, it is the amount overdue.
    const due = Math.round((seed.amount + interest) / product.instalments);
    const overdueDays = seed.status === 200 ? 0 : Math.max(0, -seed.dueInDays);
    const extensionsTaken = seed.extensionsTaken ?? 0;
    const extensionFees = extensionsTaken * extensionFeeFor(product, seed.amount);
    const penalty = latePenalty({ product, principal: seed.amount, termDays: seed.termDays, overdue: due, daysOverdue: overdueDays, extensionFees });
    return {
      orderId: seed.orderId,
      orderNo: `KGP${compactDate(applyDate)}${String(121 + index).padStart(5, '0')}`,
      productId: seed.productId,
      status: seed.status,
      amount: seed.amount,
      termDays: seed.termDays,
      applyDate,
      dueDate,
      repayAmount: seed.status === 200 ? 0 : due + penalty,
      interest,
      penalty,
      overdueDays,
      isDelay: seed.isDelay ?? '0',
      extensionsTaken,
      isScore: seed.isScore ?? 0,
      cardNeedPop: seed.cardNeedPop ?? 0,
      playeduL: seed.playeduL ?? '',
      isShowReyTop: seed.isShowReyTop ?? 0,
    };
  });
}
