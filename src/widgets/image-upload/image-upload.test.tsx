import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../dev-api/node';
import { resetDb } from '../../dev-api/db';
import { clearReplyOverrides, setReplyOverride } from '../../dev-api/overrides';
import { renderApp } from '../../../tests/harness/render-app';

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
const uploaded = { json: { code: '00', message: 'Upload succeeded!', data: { url: '/stations/dev-assets/photo.svg' } } };
let uploads = 0;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(uploadPath)) uploads++;
  });
});
afterEach(() => {
  resetDb();
  clearReplyOverrides();
  sessionStorage.clear();
  uploads = 0;
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
