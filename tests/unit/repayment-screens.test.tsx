import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../src/dev-api/db';
import { LEGACY_BASE } from '../../src/dev-api/legacy-pay-way';
import { clearReplyOverrides, setReplyOverride } from '../../src/dev-api/overrides';
import { renderApp } from '../harness/render-app';
import market from '../../config/market.json' with { type: 'json' };
import { actionLabelAt, all, doesStep, fieldLabel, holding, matching, namedField, ofType, pointerOf, runsAction, screenCopy, showing, shownAt, textAt, textOf } from '../support/screen-copy';
import { withDevApi } from '../harness/fresh-dev-api';

withDevApi({ after: () => void vi.useRealTimers() });

const slow = { timeout: 5000 };
const channels = 'fragments/repayment-channels';
const payInSheet = textAt(channels, actionLabelAt(channels, 'pay'));
const toChannels = doesStep('open-dialog', { dialog: 'channels' });
const repayment = screenCopy('repayment');
const codePage2 = screenCopy('repayment-code-2');
const foldedDetail = ofType('key-value-list', { items: 'data.detail.detail' });
/** The label above code page 2's amount. */
const totalPayment = codePage2.text(`${codePage2.before('amount to pay', showing('data.info.repayAmount'))}/text`);
const tipImage = textAt(channels, '/blocks/0/alt');
/** The channel sheet's card of a channel the server lists, named as the chosen one. */
const chosenChannel = (name: string) => shownAt(channels, `${pointerOf(channels, 'channel card', all(ofType('card'), showing('item.channel_number')))}/ariaLabel`, { item: { name, channel_number: 1 }, state: { channel: 1 } });
/** The pay-way SMS button with `codeLeft` seconds to wait (0: its label before the code is sent). */
const smsButton = (codeLeft: number) => shownAt('pay-way', actionLabelAt('pay-way', 'resendCode'), { state: { codeLeft } });
const toastIs = async (services: ReturnType<typeof renderApp>['services'], message: string) =>
  waitFor(() => expect(services.toast.current?.message).toBe(message));

/** What the instalment page keeps for code page 2, trimmed to what that page reads. */
const savedInfo = (change: Record<string, unknown>) => ({
  productName: 'Kaagapay Cash',
  defDetail: {
    payCode: '2026071000125',
    logo: '/stations/dev-assets/7-eleven.svg',
    title: '7-Eleven CLIQQ',
    payNotice: { 'Over the counter': [{ name: '7-Eleven CLIQQ', steps: ['Go to a store.', 'Pay the cashier.'] }], 'E-wallet': [{ name: 'GCash', steps: ['Open GCash.'] }] },
  },
  ...change,
});

describe('instalment repayment (JSON) in the renderer', () => {
  it('folds the detail rows to the first two, with a More / Hide toggle', async () => {
    const user = userEvent.setup();
    renderApp('/repayment?productId=1&orderId=10174');
    expect(await screen.findByText('Order No.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Loan amount')).toBeInTheDocument();
    // The rows are the dev API's (src/dev-api/repayment.ts): the third, Interest, folds away.
    expect(screen.queryByText('Interest')).toBeNull();
    await user.click(screen.getByRole('button', { name: repayment.textOf('folded detail list', foldedDetail, 'moreLabel') }));
    expect(screen.getByText('Interest')).toBeInTheDocument();
    expect(screen.getByText('Days overdue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: repayment.textOf('folded detail list', foldedDetail, 'lessLabel') }));
    expect(screen.queryByText('Interest')).toBeNull();
  });

  it('shows the date with dayjs, the amount in the market format and the tip image only when isShowReyTop is 1', async () => {
    renderApp('/repayment?productId=1&orderId=10174');
    expect(await screen.findByText('Nov 7, 2026', {}, slow)).toBeInTheDocument();
    expect(db.orders.get('10174')?.repayAmount).toBe(1_590_000);
    expect(screen.getByRole('heading', { name: '₱15,900.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tipImage })).toBeInTheDocument();
  });

  it('has no tip image when isShowReyTop is not 1', async () => {
    expect(db.orders.get('10170')?.isShowReyTop).not.toBe(1);
    renderApp('/repaymentOfPeriod?productId=2&orderId=10170');
    expect(await screen.findByText(repayment.text(`${repayment.before('repayment date', showing('data.detail.repayDate'))}/text`), {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tipImage })).toBeNull();
  });

  it('preselects the first channel and pays once however often Payment is tapped, landing on the pay-code page', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/repayment?productId=1&orderId=10174');
    await user.click(await screen.findByRole('button', { name: textOf('repayment', 'button to the channels', toChannels, 'label') }, slow));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText(textAt('fragments/repayment-channels', '/dialogs/channels/body/0/text'))).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: chosenChannel('7-Eleven CLIQQ') })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Cebuana Lhuillier' }));
    expect(within(sheet).getByRole('button', { name: chosenChannel('Cebuana Lhuillier') })).toBeInTheDocument();
    const pay = within(sheet).getByRole('button', { name: payInSheet });
    await Promise.all([user.click(pay), user.click(pay), user.click(pay)]);
    await waitFor(() => expect(history.location.pathname).toBe('/repaymentOfCode'));
    expect(db.payRequests).toEqual([expect.objectContaining({ orderId: '10174', channelNumber: '30002', isDelay: false })]);
    expect(await screen.findByText(screenCopy('fragments/pay-code-card').within('row with the channel logo', all(ofType('stack'), holding(all(ofType('image'), showing('param.image'))))).firstText('paragraph'), {}, slow)).toBeInTheDocument();
  });

  it('saves the repayment info and opens code page 2 from the default-payment box', async () => {
    const user = userEvent.setup();
    const { history } = renderApp('/repayment?productId=1&orderId=10174');
    await user.click(await screen.findByRole('button', { name: textAt(channels, actionLabelAt(channels, 'openCode2')) }, slow));
    await waitFor(() => expect(history.location.pathname).toBe('/repaymentOfCode2'));
    const saved = JSON.parse(localStorage.getItem('repaymentInfo') ?? 'null') as { defDetail: { payCode: string } };
    expect(saved.defDetail.payCode).toBe('2026071000125');
    expect(await screen.findByText(codePage2.textOf('warning', ofType('paragraph', { tone: 'danger' })), {}, slow)).toBeInTheDocument();
  });

  it('shows the pay code as a bar code (scanToPay)', async () => {
    const user = userEvent.setup();
    renderApp('/repayment?productId=1&orderId=10174');
    await user.click(await screen.findByRole('button', { name: textOf(channels, 'bar code link', doesStep('open-dialog', { dialog: 'scanToPay' }), 'label') }, slow));
    const dialog = await screen.findByRole('dialog');
    const bars = within(dialog).getByRole('img', { name: textAt(channels, '/dialogs/scanToPay/body/1/alt') });
    expect(bars.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(within(dialog).getByText('2026071000125')).toBeInTheDocument();
  });

  it('extension: pays the delay amount with isDelay 1', async () => {
    const user = userEvent.setup();
    renderApp('/repaymentDelay?productId=1&orderId=10174');
    expect(await screen.findByText(matching(textOf('repayment-delay', 'next payment date', showing('data.delay.repayDate'))), {}, slow)).toBeInTheDocument();
    expect(screen.getByText(textOf('repayment-delay', 'plan card', all(ofType('card'), holding(ofType('repeat', { items: 'data.delay.repayPlan' }))), 'title'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: textOf('repayment-delay', 'button to the channels', toChannels, 'label') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: payInSheet }));
    await waitFor(() => expect(db.payRequests).toEqual([expect.objectContaining({ orderId: '10174', isDelay: true, channelNumber: '30001' })]));
  });
});

describe('repayment code page 2 (local storage)', () => {
  it('shows repayAmount as Total Payment when present', async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify(savedInfo({ repayAmount: 1_590_000, delayInfo: { delayAmount: 225_000 } })));
    renderApp('/repaymentOfCode2');
    expect(await screen.findByText(totalPayment, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '₱15,900.00' })).toBeInTheDocument();
  });

  it('falls back to the extension delay amount, and lists the notice groups with their steps', async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify(savedInfo({ delayInfo: { delayAmount: 225_000, title: 'Extend' } })));
    renderApp('/repaymentOfCode2');
    expect(await screen.findByRole('heading', { name: '₱2,250.00' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Over the counter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-wallet' })).toBeInTheDocument();
    expect(screen.getByText('2. Pay the cashier.')).toBeInTheDocument();
  });

  it.each([
    ['missing', null],
    ['corrupt JSON', '{"defDetail": {"payCode"'],
    ['the wrong shape', '"just text"'],
  ])('shows a message and a way back when the storage is %s', async (_name, stored) => {
    if (stored !== null) localStorage.setItem('repaymentInfo', stored);
    renderApp('/repaymentOfCode2');
    expect(await screen.findByText(codePage2.firstText('empty-state'), {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: codePage2.textOf('empty state', ofType('empty-state'), 'actionLabel') })).toBeInTheDocument();
    expect(screen.queryByText(totalPayment)).toBeNull();
  });
});

describe('repayment code page', () => {
  it('copies the pay code with a toast (fallback copy where the Clipboard API is missing)', async () => {
    const user = userEvent.setup();
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { services } = renderApp('/repaymentOfCode?showType=1&payCode=30002101740001&repayAmount=1590000');
    await user.click(await screen.findByRole('button', { name: textOf('fragments/pay-code-card', 'copy button', doesStep('copy', { text: '{param.code}' }), 'label') }, slow));
    expect(execCommand).toHaveBeenCalledWith('copy');
    await toastIs(services, market.messages.copied);
    expect(screen.getByRole('heading', { name: '₱15,900.00' })).toBeInTheDocument();
  });

  it('shows the QR picture, decoded, and five steps for another showType', async () => {
    renderApp(`/repaymentOfCode?showType=2&payCode=1&repayAmount=100&payCodeImg=${encodeURIComponent(encodeURIComponent('/stations/dev-assets/qr-1.svg'))}`);
    const qr = await screen.findByRole('img', { name: textOf('repayment-code', 'QR picture', all(ofType('image'), showing('query.payCodeImg')), 'alt') }, slow);
    expect(qr).toHaveAttribute('src', '/stations/dev-assets/qr-1.svg');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('/carpmm shows the pay code and amount', async () => {
    renderApp('/carpmm?requestType=1&amount=250000&payCode=88001017');
    expect(await screen.findByRole('heading', { name: '88001017' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '₱2,500.00' })).toBeInTheDocument();
  });
});

describe('legacy pay-way', () => {
  const open = () => renderApp('/payWay?orderId=10174&amount=1060000&productId=1');
  const chooseAndPay = async (user: ReturnType<typeof userEvent.setup>, card: RegExp) => {
    await user.click(await screen.findByRole('button', { name: card }, slow));
    await user.click(screen.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'pay')) }));
  };

  it('shows the amount the Philippine way: comma groups, period decimals (issue 16 finding 6)', async () => {
    renderApp('/payWay?orderId=10174&amount=5678&productId=1');
    expect(await screen.findByRole('heading', { name: '₱56.78' }, slow)).toBeInTheDocument();
    cleanup();
    open();
    expect(await screen.findByRole('heading', { name: '₱10,600.00' }, slow)).toBeInTheDocument();
  });

  it('asks for a card first', async () => {
    const user = userEvent.setup();
    const { services } = open();
    await screen.findByRole('button', { name: /^BPI/ }, slow);
    await user.click(screen.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'pay')) }));
    await toastIs(services, textAt('pay-way', '/actions/pay/0/then/0/message'));
  });

  it('counts the SMS resend down from 60 s, then restores the label', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    open();
    await chooseAndPay(user, /^BPI/);
    expect(await screen.findByRole('button', { name: smsButton(60) }, slow)).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: smsButton(59) })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: smsButton(0) })).toBeEnabled();
  });

  it('refuses a code shorter than 6 digits', async () => {
    const user = userEvent.setup();
    const { services } = open();
    await chooseAndPay(user, /^BPI/);
    await user.type(await screen.findByLabelText(fieldLabel('pay-way', 'verifyCode'), {}, slow), '1234');
    await user.click(screen.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'confirm')) }));
    await toastIs(services, textAt('pay-way', `${screenCopy('pay-way').at('the code field', namedField('verifyCode'))}/rules/minLength/message`));
  });

  it('800006: wrong verification code (SPEC: 验证码错误) in English, then the right code opens the order page', async () => {
    const user = userEvent.setup();
    const { services, history } = open();
    await chooseAndPay(user, /^BPI/);
    const code = await screen.findByLabelText(fieldLabel('pay-way', 'verifyCode'), {}, slow);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'confirm')) }));
    await toastIs(services, textAt('pay-way', '/actions/wrongCode/0/message'));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: textAt('pay-way', actionLabelAt('pay-way', 'confirm')) }));
    await waitFor(() => expect(history.location.pathname).toBe('/loanDetails'));
    expect(history.location.search).toContain('orderId=10174');
  });

  it('800005: do not submit the payment request twice (SPEC: 请勿重复提交支付请求) in English', async () => {
    const user = userEvent.setup();
    setReplyOverride(`${LEGACY_BASE}/repayment-commit`, { json: { code: '800005', message: 'duplicate' } });
    const { services } = open();
    await chooseAndPay(user, /^BDO/);
    await toastIs(services, textAt('pay-way', '/actions/samePaymentTwice/0/message'));
  });

  it('card list failure: failed to query card list (SPEC: 查询银行卡列表失败) in English, with a retry', async () => {
    const user = userEvent.setup();
    setReplyOverride(`${LEGACY_BASE}/repayment-way`, { json: { code: '500', message: 'internal' } });
    const { services } = open();
    await toastIs(services, textAt('pay-way', '/actions/loadCards/1/onFailure/1/else/0/message'));
    clearReplyOverrides();
    await user.click(await screen.findByRole('button', { name: textAt('pay-way', `${screenCopy('pay-way').at('the retry of the cards', runsAction('loadCards'))}/actionLabel`) }));
    expect(await screen.findByRole('button', { name: /^BPI/ }, slow)).toBeInTheDocument();
  });

  it('network failure: error', async () => {
    const user = userEvent.setup();
    setReplyOverride(`${LEGACY_BASE}/repayment-commit`, { status: 502 });
    const { services } = open();
    await chooseAndPay(user, /^BDO/);
    await toastIs(services, textAt('pay-way', '/actions/failed/0/then/0/message'));
  });
});
