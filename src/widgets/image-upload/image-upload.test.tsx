import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../dev-api/node';
import { resetDb } from '../../dev-api/db';
import { clearReplyOverrides, setReplyOverride } from '../../dev-api/overrides';
import { renderApp } from '../../../tests/harness/render-app';
import { contractReply } from '../../../tests/contract/fixtures';
import complaintForm from '../../../screens/complaint-form.json' with { type: 'json' };

// jsdom decodes no images (the compressor would wait forever) and its FormData does not survive
// its XMLHttpRequest into the mock server. Scaling and the multipart body are covered in Chromium
// (tests/e2e/complaints.e2e.ts) and by src/api/client.test.ts; here uploads get a canned reply.
vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: File, options: { success(result: Blob): void }) {
      options.success(file);
    }
  },
}));
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:test/${++objectUrls}`;
URL.revokeObjectURL ??= () => {};

const uploadPath = '/user-problem/upload-problem-img';
const savePath = '/user-problem/problem-save';
const uploaded = { json: { code: '00', message: 'Upload succeeded!', data: { url: '/stations/dev-assets/photo.svg' } } };
let uploads = 0;
/** The form fields of each complaint save the page sent. */
const saves: Promise<URLSearchParams>[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(uploadPath)) uploads++;
    if (request.url.includes(savePath)) saves.push(request.clone().text().then((body) => new URLSearchParams(body)));
  });
});
afterEach(() => {
  resetDb();
  clearReplyOverrides();
  sessionStorage.clear();
  uploads = 0;
  saves.length = 0;
});
afterAll(() => server.close());

const formUrl = '/complainPageNext?orderId=10174&orderNo=KGP2026071000125&problemType=2&typeTitle=Repayment';
const photo = (i: number) => new File([new Uint8Array([0xff, 0xd8, 0xff, i])], `p${i}.jpg`, { type: 'image/jpeg' });
const tiles = (status?: string) => document.querySelectorAll(status ? `.upload-tile[data-status="${status}"]` : '.upload-tile');

async function pick(files: File[]) {
  fireEvent.change(await screen.findByTestId('images-input', {}, { timeout: 5000 }), { target: { files } });
}

describe('image-upload (complaint photos)', () => {
  it('uploads one request per photo and keeps at most 9, hiding the picker at 9', async () => {
    setReplyOverride(uploadPath, uploaded);
    const { services } = renderApp(formUrl);
    await pick(Array.from({ length: 12 }, (_, i) => photo(i)));
    await waitFor(() => expect(tiles('done')).toHaveLength(9), { timeout: 15000 });
    expect(uploads).toBe(9);
    expect(screen.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    expect(screen.getByText('9/9')).toBeInTheDocument();
    expect(services.toast.current?.message).toBe('Upload succeeded!');
  });

  it('shows a failed upload with a retry; removing a photo brings the picker back', async () => {
    setReplyOverride(uploadPath, { json: { code: '01', message: 'Storage is full, try again later' } });
    const { services } = renderApp(formUrl);
    await pick([photo(1)]);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(services.toast.current?.message).toBe('Storage is full, try again later');
    setReplyOverride(uploadPath, uploaded);
    fireEvent.click(retry);
    await waitFor(() => expect(tiles('done')).toHaveLength(1), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  });

  it('refuses to send while a photo has not uploaded', async () => {
    setReplyOverride(uploadPath, { json: { code: '01', message: 'Storage is full' } });
    const { services } = renderApp(formUrl);
    fireEvent.change(await screen.findByLabelText(/^Describe your problem/, {}, { timeout: 5000 }), { target: { value: 'My payment is not showing.' } });
    await pick([photo(1)]);
    await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(services.toast.current?.message).toBe('Please wait until your photos finish uploading, or remove the ones that failed'));
  });
});

/** What the complaint form's JSON says, so a copy edit keeps these tests green. */
const photos = complaintForm.body.find((block) => block.type === 'image-upload') as { label: string; name: string };
const send = complaintForm.footer[0]!.label;

/** Uploads one photo answered with the upload fixture's `shape`, sends the complaint and returns the photos' field of the save. */
async function sentPhotos(shape: string): Promise<{ sent: string | null; url: string }> {
  const reply = contractReply('POST', uploadPath, shape) as { data: { url: string } };
  setReplyOverride(uploadPath, { json: reply });
  renderApp(formUrl);
  fireEvent.change(await screen.findByRole('textbox', {}, { timeout: 5000 }), { target: { value: 'My payment is not showing.' } });
  await pick([photo(1)]);
  await waitFor(() => expect(tiles('done')).toHaveLength(1), { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: send }));
  await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
  return { sent: (await saves[0]!).get('problemImage'), url: reply.data.url };
}

describe('image-upload: the address goes back as the server gave it (CONTRACT "API", issue 28)', () => {
  it('an absolute address on the page’s own origin, unchanged', async () => {
    const { sent, url } = await sentPhotos('same-origin url');
    // Only a test on the page's own origin tries the rewriting to a bare path.
    expect(new URL(url).origin).toBe(window.location.origin);
    expect(sent).toBe(url);
  });

  it('a relative path, not refused and unchanged', async () => {
    const { sent, url } = await sentPhotos('relative path');
    expect(url).not.toMatch(/^(\/|[a-z]+:)/i);
    expect(sent).toBe(url);
  });

  it('the tile shows the photo taken here, not the address the server gave', async () => {
    setReplyOverride(uploadPath, { json: contractReply('POST', uploadPath, 'relative path') });
    renderApp(formUrl);
    await pick([photo(1)]);
    await waitFor(() => expect(tiles('done')).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByRole('img', { name: `${photos.label} 1` })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it.each([
    ['', 'an empty address'],
    [42, 'a number'],
    [null, 'no address'],
  ])('%j (%s) is a failed upload, with a retry', async (url, _what) => {
    setReplyOverride(uploadPath, { json: { code: '00', message: 'ok', data: { url } } });
    renderApp(formUrl);
    await pick([photo(1)]);
    await waitFor(() => expect(tiles('failed')).toHaveLength(1), { timeout: 5000 });
  });

  it('a restored draft shows a picture only where its address is safe to show, a placeholder of the same name elsewhere, and sends every address back as it was', async () => {
    const kept = ['/stations/dev-assets/photo.svg', 'uploads/2026/a1.jpg', 'javascript:alert(1)'];
    sessionStorage.setItem(complaintForm.form.draftKey, JSON.stringify({ detail: 'My payment is not showing.', [photos.name]: kept }));
    renderApp(formUrl);
    await waitFor(() => expect(tiles('done')).toHaveLength(3), { timeout: 5000 });
    const shown = kept.map((_, i) => screen.getByRole('img', { name: `${photos.label} ${i + 1}` }));
    expect(shown[0]).toHaveAttribute('src', kept[0]);
    for (const placeholder of shown.slice(1)) expect(placeholder).not.toHaveAttribute('src');
    expect(document.querySelectorAll('.upload-tile img')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: send }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    expect((await saves[0]!).get('problemImage')).toBe(kept.join(','));
  });
});
