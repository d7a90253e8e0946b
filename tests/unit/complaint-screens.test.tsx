import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../src/dev-api/db';
import { setReplyOverride } from '../../src/dev-api/overrides';
import { renderApp } from '../harness/render-app';
import { contractReply } from '../contract/fixtures';
import complaintDetails from '../../screens/complaint-details.json' with { type: 'json' };
import { actionLabelAt, fieldLabel, textAt } from '../support/screen-copy';
import { withDevApi } from '../harness/fresh-dev-api';

const sendComplaint = textAt('complaint-form', actionLabelAt('complaint-form', 'send'));

withDevApi();

describe('complaint screens (JSON) in the renderer', () => {
  it('counts grapheme clusters and refuses input past 200', async () => {
    const user = userEvent.setup();
    renderApp('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2&typeTitle=Repayment');
    const text = await screen.findByLabelText(fieldLabel('complaint-form', 'detail'), {}, { timeout: 5000 });
    await user.type(text, 'ab👍🏽{Enter}👩‍💻');
    expect(screen.getByText('5/200')).toBeInTheDocument(); // a, b, thumbs-up with skin tone, line break, ZWJ technologist
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(205));
    expect(text).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('toasts the collection-type rule for an order that does not allow it', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/complaint?orderId=10200');
    await user.click(await screen.findByRole('button', { name: 'Collection' }, { timeout: 5000 }));
    expect(services.toast.current?.message).toBe(textAt('complaint', '/actions/chooseType/0/then/0/else/0/message'));
    expect(screen.queryByRole('link', { name: 'Rude or abusive language' })).toBeNull();
  });

  it('opens the sub-types for an order that allows the collection type', async () => {
    const user = userEvent.setup();
    renderApp('/complaint?orderId=10180');
    await user.click(await screen.findByRole('button', { name: 'Collection' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'Rude or abusive language' })).toBeInTheDocument();
  });

  it('sends once however often Send is tapped while pending', async () => {
    const user = userEvent.setup();
    renderApp('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2&typeTitle=Repayment');
    await user.type(await screen.findByLabelText(fieldLabel('complaint-form', 'detail'), {}, { timeout: 5000 }), 'I paid but the app still shows my loan as due.');
    const before = db.complaints.length;
    const send = screen.getByRole('button', { name: sendComplaint });
    await Promise.all([user.click(send), user.click(send), user.click(send)]);
    await screen.findByText(textAt('complaint-form', '/dialogs/sent/body/0/text'), {}, { timeout: 5000 });
    await waitFor(() => expect(db.complaints.length).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 300));
    expect(db.complaints.length).toBe(before + 1);
  });

  it('toasts the server message when sending fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    setReplyOverride('/user-problem/problem-save', { json: { code: '01', message: 'Too many complaints today, please try tomorrow' } });
    const { services } = renderApp('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2&typeTitle=Repayment');
    const text = await screen.findByLabelText(fieldLabel('complaint-form', 'detail'), {}, { timeout: 5000 });
    await user.type(text, 'Still charged after paying');
    await user.click(screen.getByRole('button', { name: sendComplaint }));
    await waitFor(() => expect(services.toast.current?.message).toBe('Too many complaints today, please try tomorrow'));
    expect(text).toHaveValue('Still charged after paying');
    expect(screen.queryByText(textAt('complaint-form', '/dialogs/sent/body/0/text'))).toBeNull();
  });

  it('shows a refused description (code 02, our assumption) under the description, focused, and keeps the text', async () => {
    const user = userEvent.setup();
    const { services } = renderApp('/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2&typeTitle=Repayment');
    const text = await screen.findByLabelText(fieldLabel('complaint-form', 'detail'), {}, { timeout: 5000 });
    const typed = 'Charged twice on my card 4123 4567 8901 2345';
    await user.type(text, typed);
    await user.click(screen.getByRole('button', { name: sendComplaint }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/^For your safety, please remove the card number/));
    expect(text).toHaveFocus();
    expect(text).toHaveValue(typed);
    expect(services.toast.current?.kind).not.toBe('fail');
    expect(screen.queryByText(textAt('complaint-form', '/dialogs/sent/body/0/text'))).toBeNull();
    await user.type(text, '.');
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it('toasts the server message when a rating fails', async () => {
    const user = userEvent.setup();
    setReplyOverride('/user-problem/save-score', { json: { code: '01', message: 'This complaint was already rated.' } });
    const { services } = renderApp('/complainDetails?problemId=301');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 6000 });
    within(dialog).getByLabelText('5 / 5').focus();
    await user.keyboard('{Enter}'); // the stars work from the keyboard
    await user.click(within(dialog).getByRole('button', { name: textAt('complaint-details', '/dialogs/rate/footer/0/label') }));
    await waitFor(() => expect(services.toast.current?.message).toBe('This complaint was already rated.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

/** The alt text template of the picture a repeat over `field` shows (screens/complaint-details.json), for its `n`th item. */
function pictureName(field: string, n: number): string {
  const find = (node: unknown): string | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    const block = node as { type?: string; items?: string; children?: { alt?: string }[] };
    if (block.type === 'repeat' && new RegExp(`\\bdata\\.detail\\.${field}\\b`).test(block.items ?? '') && block.children?.[0]?.alt) return block.children[0].alt;
    for (const value of Object.values(node)) {
      const found = find(value);
      if (found) return found;
    }
    return undefined;
  };
  const alt = find(complaintDetails.body);
  if (!alt) throw new Error(`screens/complaint-details.json: no repeat of pictures over data.detail.${field}`);
  return alt.replace('{index + 1}', String(n));
}

describe('complaint details: an image list given comma-joined, as SPEC’s save sends it (issue 28)', () => {
  const detailPath = '/user-problem/problem-detail';

  it('shows each picture of a comma-joined images and disposeImages', async () => {
    const reply = contractReply('POST', detailPath, 'strings') as { data: { images: unknown; disposeImages?: unknown } };
    expect(typeof reply.data.images, 'the fixture gives images comma-joined').toBe('string');
    const images = String(reply.data.images).split(',');
    const replies = images.map((url) => url.replace('/complaints/', '/replies/'));
    reply.data.disposeImages = ` ${replies.join(' , ')} `;
    setReplyOverride(detailPath, { json: reply });
    renderApp('/complainDetails?problemId=501');
    for (const [i, url] of images.entries()) expect(await screen.findByRole('img', { name: pictureName('images', i + 1) }, { timeout: 5000 })).toHaveAttribute('src', url);
    for (const [i, url] of replies.entries()) expect(screen.getByRole('img', { name: pictureName('disposeImages', i + 1) })).toHaveAttribute('src', url);
    expect(screen.queryByRole('img', { name: pictureName('images', images.length + 1) })).toBeNull();
  });
});
