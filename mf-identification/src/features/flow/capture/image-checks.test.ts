import { judgeGrey } from './image-checks';

/** A 100×60 grey image: dark strokes on a light card, optionally smoothed or burnt. */
function card({ smooth = false, burnt = 0 }: { smooth?: boolean; burnt?: number } = {}) {
  const width = 100;
  const height = 60;
  const pixels = new Array<number>(width * height).fill(210);
  for (let y = 10; y < 50; y += 6) for (let x = 5; x < 95; x += 1) if ((x >> 1) % 2 === 0) pixels[y * width + x] = 20;
  if (burnt) for (let i = 0; i < pixels.length * burnt; i += 1) pixels[i] = 255;
  if (!smooth) return { pixels, width, height };
  // A wide box blur: what a shaken phone gives.
  const blurred = pixels.slice();
  for (let y = 3; y < height - 3; y += 1) {
    for (let x = 3; x < width - 3; x += 1) {
      let sum = 0;
      for (let dy = -3; dy <= 3; dy += 1) for (let dx = -3; dx <= 3; dx += 1) sum += pixels[(y + dy) * width + x + dx]!;
      blurred[y * width + x] = sum / 49;
    }
  }
  return { pixels: blurred, width, height };
}

describe('picture checks before upload', () => {
  it('accepts a sharp picture', () => {
    const { pixels, width, height } = card();
    expect(judgeGrey(pixels, width, height)).toBe('ok');
  });

  it('refuses a blurred picture (hold still)', () => {
    const { pixels, width, height } = card({ smooth: true });
    expect(judgeGrey(pixels, width, height)).toBe('blurred');
  });

  it('refuses a picture burnt by a reflection (avoid the light)', () => {
    const { pixels, width, height } = card({ burnt: 0.3 });
    expect(judgeGrey(pixels, width, height)).toBe('glare');
  });
});
