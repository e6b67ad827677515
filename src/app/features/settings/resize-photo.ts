import { PHOTO_MAX_SIDE } from '../../../contract/limits.ts';

/** The size that fits `width × height` inside a square of `max` pixels, never enlarged. */
export function fitInside(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

/**
 * A photo chosen on the phone, made small before it travels: decoded by the browser (EXIF
 * orientation applied), drawn at 512 px a side at most, encoded as WebP (or JPEG where the
 * browser cannot write WebP). A 10 Mo camera picture becomes some 30 Ko. The server resizes
 * again, whatever it receives.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitInside(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await toBlob(canvas, 'image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await toBlob(canvas, 'image/jpeg');
    if (!jpeg) throw new Error('canvas could not encode');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
