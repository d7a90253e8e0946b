import type { Page } from 'playwright-core';

/** A camera-sized JPEG (3000×2000, noisy so it does not compress to nothing), made in the page. */
export async function cameraPhoto(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(3000, 2000);
    for (let i = 0; i < image.data.length; i += 4) {
      image.data[i] = (i * 7) % 255;
      image.data[i + 1] = (i * 13) % 255;
      image.data[i + 2] = Math.random() * 255;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
