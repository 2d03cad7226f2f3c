/**
 * Checks of a picture in the browser, before upload: resized (the server needs no more than 1600 px)
 * and refused, with what to fix, when it is blurred (little edge energy: variance of the Laplacian
 * of a 400 px grey copy) or when a reflection burns part of it (share of saturated pixels).
 */
const IMAGE_MAX_SIDE = 1600;
/** Below this Laplacian variance the picture is blurred (the measured set scores 400–2100; a strongly blurred picture under 100). */
const BLUR_THRESHOLD = 150;
/** Above this share of nearly white pixels a reflection hides the document. */
const GLARE_SHARE = 0.08;

export type ImageVerdict = 'ok' | 'blurred' | 'glare';

/** Pure: the verdict on a grey image (values 0–255, row by row). */
export function judgeGrey(grey: Uint8ClampedArray | number[], width: number, height: number): ImageVerdict {
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  let saturated = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const laplacian = 4 * grey[i]! - grey[i - 1]! - grey[i + 1]! - grey[i - width]! - grey[i + width]!;
      sum += laplacian;
      sumSquares += laplacian * laplacian;
      count += 1;
      if (grey[i]! >= 250) saturated += 1;
    }
  }
  if (count === 0) return 'blurred';
  const mean = sum / count;
  const variance = sumSquares / count - mean * mean;
  if (saturated / count > GLARE_SHARE) return 'glare';
  if (variance < BLUR_THRESHOLD) return 'blurred';
  return 'ok';
}

/** Draws a source (image, video frame) resized; answers the JPEG to upload and the verdict. */
export async function prepareCapture(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<{ blob: Blob; preview: string; verdict: ImageVerdict }> {
  const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);

  const small = document.createElement('canvas');
  const smallScale = Math.min(1, 400 / canvas.width);
  small.width = Math.max(1, Math.round(canvas.width * smallScale));
  small.height = Math.max(1, Math.round(canvas.height * smallScale));
  const smallContext = small.getContext('2d');
  if (!smallContext) throw new Error('No 2D canvas');
  smallContext.drawImage(canvas, 0, 0, small.width, small.height);
  const rgba = smallContext.getImageData(0, 0, small.width, small.height).data;
  const grey = new Uint8ClampedArray(small.width * small.height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
  const verdict = judgeGrey(grey, small.width, small.height);

  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('No image'))), 'image/jpeg', 0.9));
  return { blob, preview: canvas.toDataURL('image/jpeg', 0.6), verdict };
}

/** A chosen file as an image element (its bytes must decode as an image). */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Not an image'));
    };
    image.src = url;
  });
}
