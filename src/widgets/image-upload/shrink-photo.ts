/**
 * Scales a phone photo down before upload (a 12 MP camera picture is 3–6 MB; on a slow mobile
 * network that is most of a minute). compressorjs is loaded only when a photo is picked. When the
 * browser cannot decode or draw it, or takes too long, the original is sent rather than nothing.
 */
const giveUpAfterMs = 15000;

export async function shrinkPhoto(file: File, maxDimension: number, quality: number): Promise<File> {
  try {
    const { default: Compressor } = await import('compressorjs');
    const blob = await new Promise<Blob>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('compression took too long')), giveUpAfterMs);
      const done = (fn: () => void) => {
        clearTimeout(timer);
        fn();
      };
      new Compressor(file, {
        maxWidth: maxDimension,
        maxHeight: maxDimension,
        quality,
        mimeType: 'image/jpeg',
        convertSize: 0,
        success: (result) => done(() => resolve(result)),
        error: (error) => done(() => reject(error)),
      });
    });
    if (blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
