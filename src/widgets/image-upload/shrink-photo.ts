/**
 * Scales a phone photo down before upload (a 12 MP camera picture is 3–6 MB; on a slow mobile
 * network that is most of a minute). compressorjs is loaded only when a photo is picked. When the
 * browser cannot decode or draw it, the original is sent rather than nothing.
 */
export async function shrinkPhoto(file: File, maxDimension: number, quality: number): Promise<File> {
  try {
    const { default: Compressor } = await import('compressorjs');
    const blob = await new Promise<Blob>((resolve, reject) => {
      new Compressor(file, { maxWidth: maxDimension, maxHeight: maxDimension, quality, mimeType: 'image/jpeg', convertSize: 0, success: resolve, error: reject });
    });
    if (blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
