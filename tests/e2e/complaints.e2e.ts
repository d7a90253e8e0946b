import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { devApiState, screenshot, useBrowser } from './browser';
import { cameraPhoto } from './camera-photo';
import { actionLabelAt, all, doesStep, fieldLabel, holding, matching, namedField, ofType, pointerOf, screenCopy, showing, shownAt, textAt, textOf } from '../support/screen-copy';

const browser = useBrowser();

const toast = (page: Page, text: string) => page.getByTestId('toast').getByText(text, { exact: true }).waitFor();

/** The complaint form's send button and the rating dialog's (both "Send" today). */
const sendComplaint = textAt('complaint-form', actionLabelAt('complaint-form', 'send'));
const sendRating = textAt('complaint-details', actionLabelAt('complaint-details', 'rate'));
/** The dialog that says the complaint was sent. */
const sent = screenCopy('complaint-form').dialog('sent');
/** The promise of a reply, on a complaint not yet handled: the paragraph that counts the market's reply days. */
const lookingInto = shownAt('complaint-details', `${pointerOf('complaint-details', 'promise of a reply', showing('market.complaints.replyWorkingDays'))}/text`);
/** Where to go if the complaint is not settled (issue 30): the escalation fragment's card. */
const escalation = textOf('fragments/complaint-escalation', 'escalation card', ofType('card'), 'title');
/** A card of the details page known by a value it shows: the complaint's own, or the result's. */
const cardShowing = (expression: string) => all(ofType('card'), holding(showing(expression)));
/** Where the reference number is on each page, known by the value it shows. */
const referenceAt = (file: string, expression: string) => `${pointerOf(file, 'reference number', showing(expression))}/text`;

describe('complaints (SPEC screens 2–5) in Chromium', () => {
  it('refuses the collection type for an order that does not allow it', async () => {
    const page = await browser.open('/complaint?orderId=10174');
    await page.getByRole('button', { name: textOf('complaint', 'button that lists the orders', doesStep('open-dialog', { dialog: 'orders' }), 'label') }).click();
    await page.getByRole('dialog').getByText('Paid off').click(); // order 10200 (status 200)
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('main').getByText('Paid off').waitFor();
    await page.getByRole('button', { name: 'Collection' }).click();
    await toast(page, textAt('complaint', '/actions/chooseType/0/then/0/else/0/message'));
    await screenshot(page, 'complaint-collection-refused');
  });

  it('goes from an order and a sub-type to sending a complaint with two photos, once', async () => {
    const page = await browser.open('/complaint?orderId=10180&sessionId=s-9');
    await page.getByRole('button', { name: 'Collection' }).click();
    await page.getByRole('link', { name: 'Contacting my family or references' }).click();
    await page.waitForURL(/\/complainPageNext\?/);
    await page.getByText('Contacting my family or references').waitFor();
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('s-9');

    await page.getByRole('button', { name: sendComplaint }).click();
    await toast(page, textAt('complaint-form', `${pointerOf('complaint-form', 'detail field', namedField('detail'))}/rules/required`));

    const text = 'They called my sister 👨‍👩‍👧 twice.\nPlease stop.';
    await page.getByLabel(fieldLabel('complaint-form', 'detail')).fill(text);
    expect(text.length).toBe(50);
    await page.getByText('43/200').waitFor(); // the family emoji (8 UTF-16 units) counts as one
    await page.getByTestId('images-input').setInputFiles([await cameraPhoto(page, 'a.jpg'), await cameraPhoto(page, 'b.jpg')]);
    await page.locator('.upload-tile[data-status="done"]').nth(1).waitFor({ timeout: 20000 });
    await screenshot(page, 'complaint-form-filled');

    let state = (await devApiState(page)) as { uploads: { bytes: number; contentType: string }[]; complaints: unknown[] };
    expect(state.uploads).toHaveLength(2);
    for (const upload of state.uploads) {
      expect(upload.contentType).toBe('image/jpeg');
      expect(upload.bytes).toBeLessThan(1_500_000); // scaled down from a 3000×2000 photo
    }

    // The draft (text and uploaded photos) survives a reload.
    await page.reload();
    await page.locator('.upload-tile[data-status="done"]').nth(1).waitFor();
    expect(await page.getByLabel(fieldLabel('complaint-form', 'detail')).inputValue()).toBe(text);

    const before = ((await devApiState(page)) as { complaints: unknown[] }).complaints.length;
    const send = page.getByRole('button', { name: sendComplaint });
    await send.dblclick();
    await page.getByText(sent.firstText('heading')).waitFor();
    // Its reference number is the problemId the save returned (our assumption, docs/contract-assumptions.md).
    const sentModal = page.getByRole('dialog');
    await sentModal.getByText(shownAt('complaint-form', `${sent.at('promise of a reply', showing('market.complaints.replyWorkingDays'))}/text`)).waitFor();
    const referenceText = matching(sent.textOf('reference number', showing('state.reference')));
    const reference = referenceText.exec(await sentModal.getByText(referenceText).innerText())?.[1];
    await screenshot(page, 'complaint-sent');
    await page.waitForURL(/\/complaint\?/, { timeout: 5000 });
    state = (await devApiState(page)) as { uploads: { bytes: number; contentType: string }[]; complaints: unknown[] };
    expect(state.complaints.length).toBe(before + 1);
    const saved = state.complaints.at(-1) as { id: string; content: string; images: string[] };
    expect(reference).toBe(saved.id);
    expect(saved.content).toBe(text);
    expect(saved.images).toHaveLength(2);

    // A tap that only goes to a page is an anchor (issue 31, src/renderer/plain-link.ts).
    await page.getByRole('link', { name: textOf('complaint', 'link to the complaint list', doesStep('navigate', { to: '/complaintList' }), 'label') }).click();
    await page.getByRole('tab', { name: 'Pending' }).waitFor();
    // The modal closes after 1.5 s (SPEC), so the list and the details show the number too.
    const entry = page.getByRole('tabpanel').locator('.block-card').filter({ hasText: 'They called my sister' }).first();
    await entry.getByText(shownAt('complaint-list', referenceAt('complaint-list', 'item.id'), { item: { id: saved.id } })).waitFor();
    await entry.click();
    await page.waitForURL(/\/complainDetails\?.*problemId=/);
    await page.getByText(textOf('complaint-details', 'complaint card', cardShowing('data.detail.content'), 'title'), { exact: true }).waitFor();
    await page.getByText(shownAt('complaint-details', referenceAt('complaint-details', 'data.detail.problemId'), { data: { detail: { problemId: saved.id } }, query: {} })).waitFor();
    await page.getByText(lookingInto).waitFor();
    // Pending: where to go if the reply does not come shows too (issue 30).
    await page.getByText(escalation, { exact: true }).waitFor();
    await page.locator('main').getByText('Please stop.', { exact: false }).waitFor();
    expect(await page.locator('main img').count()).toBe(2);
    await screenshot(page, 'complaint-details-new');
  });

  it('a description the server refuses shows its message under the description, with the focus there, and nothing is saved', async () => {
    const page = await browser.open('/complainPageNext?orderId=10180&orderNo=KGP2026080100126&problemType=2&typeTitle=Repayment');
    const detail = page.getByLabel(fieldLabel('complaint-form', 'detail'));
    const text = 'My card 4111 1111 1111 1111 was charged twice.';
    await detail.fill(text);
    const before = ((await devApiState(page)) as { complaints: unknown[] }).complaints.length;
    await page.getByRole('button', { name: sendComplaint }).click();
    await page.locator('[aria-invalid="true"]').waitFor();
    const message = page.locator(`[id="${await detail.getAttribute('aria-describedby')}"]`);
    expect(await message.textContent()).toBe('For your safety, please remove the card number from your description. We find your account from your order.');
    expect(await detail.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await detail.inputValue()).toBe(text);
    expect(await page.getByTestId('toast').getByText('For your safety', { exact: false }).count()).toBe(0);
    expect(((await devApiState(page)) as { complaints: unknown[] }).complaints.length).toBe(before);
    await screenshot(page, 'complaint-form-refused');
  });

  it('shows the processed result and asks for a rating after 3 s', async () => {
    const page = await browser.open('/complainDetails?problemId=301');
    await page.getByText(textOf('complaint-details', 'result card', cardShowing('data.detail.disposeDetail'), 'title')).waitFor();
    // A handled complaint promises no reply any more (where to escalate: tests/e2e/trust.e2e.ts).
    await page.getByText(escalation).waitFor();
    expect(await page.getByText(lookingInto).count()).toBe(0);
    await screenshot(page, 'complaint-details-processed');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(textAt('complaint-details', '/dialogs/rate/title')).waitFor({ timeout: 6000 });
    await dialog.getByRole('button', { name: sendRating }).click();
    await toast(page, textAt('complaint-details', `${pointerOf('complaint-details', 'rating', namedField('score'))}/rules/required`));
    const star = await dialog.getByLabel('4 / 5').getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
    await screenshot(page, 'complaint-rating');
    await dialog.getByRole('button', { name: sendRating }).click();
    await toast(page, textAt('complaint-details', '/actions/rate/1/onSuccess/1/message'));
  });

  it('a tap on a photo opens it full screen', async () => {
    const page = await browser.open('/complainDetails?problemId=301');
    await page.getByRole('button', { name: shownAt('complaint-details', `${screenCopy('complaint-details').within('complaint photos', ofType('repeat', { items: 'list(data.detail.images)' })).at('photo', ofType('image'))}/alt`, { index: 0 }) }).first().click();
    await page.getByRole('dialog').getByRole('img', { name: screenCopy('complaint-details').dialog('viewer').textOf('photo full screen', all(ofType('image'), showing('state.viewing')), 'alt') }).waitFor();
  });

  it('an empty tab says so', async () => {
    const page = await browser.open('/complaintList');
    await page.getByRole('tab').first().waitFor();
    await page.evaluate(() => sessionStorage.setItem('devapi.overrides', JSON.stringify({ '/user-problem/problem-list': { json: { code: '00', data: { tabs: [{ title: 'Pending', status: 1, list: [] }, { title: 'Processed', status: 2, list: [] }] } } } })));
    await page.reload();
    await page.getByText(screenCopy('complaint-list').within('the list of a tab', ofType('repeat', { items: 'item.list' })).textOf('empty tab', ofType('empty-state'))).waitFor();
    await screenshot(page, 'complaint-list-empty');
  });
});
