import { checkFrame, FRAME_GLARE } from './frame-check';

const W = 320;
const H = 240;

/** A frame: a dark table, and a card of `fill` of the width with text lines (sharp edges), where asked. */
function frame({
  fill = 0.8,
  x = 0.5,
  text = true,
  soft = false,
  burnt = 0,
  shift = 0,
  lines = 0,
}: { fill?: number; x?: number; text?: boolean; soft?: boolean; burnt?: number; shift?: number; lines?: number } = {}) {
  const grey = new Uint8Array(W * H).fill(40);
  const cardW = Math.round(W * fill);
  const cardH = Math.round(cardW / 1.585);
  const x0 = Math.round(W * x - cardW / 2) + shift;
  const y0 = Math.round((H - cardH) / 2);
  for (let y = y0; y < y0 + cardH; y += 1) {
    for (let px = x0; px < x0 + cardW; px += 1) {
      if (px < 0 || px >= W || y < 0 || y >= H) continue;
      const row = y - y0;
      const inText =
        text && row > cardH * 0.15 && row < cardH * 0.9 && (row + lines) % 9 < 3 && (px - x0) % 7 < 4 && px - x0 > cardW * 0.1 && px - x0 < cardW * 0.9;
      grey[y * W + px] = inText ? (soft ? 170 : 30) : 220;
    }
  }
  // A burnt patch (a reflection) in the card's middle.
  const side = Math.round(Math.sqrt(burnt * cardW * cardH));
  for (let y = H / 2 - side / 2; y < H / 2 + side / 2; y += 1)
    for (let px = W / 2 - side / 2; px < W / 2 + side / 2; px += 1) grey[Math.round(y) * W + Math.round(px)] = 255;
  return soft ? blurred(grey) : grey;
}

/** A box blur of radius 2: what an unfocused lens gives. */
function blurred(grey: Uint8Array) {
  const out = new Uint8Array(grey.length);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      let sum = 0;
      let n = 0;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) {
          const value = x + dx >= 0 && x + dx < W ? grey[(y + dy) * W + x + dx] : undefined;
          if (value === undefined) continue;
          sum += value;
          n += 1;
        }
      }
      out[y * W + x] = Math.round(sum / n);
    }
  }
  return out;
}

describe('the camera’s check of each frame', () => {
  it('says where the card is wrong: missing, too small, cut by the frame', () => {
    expect(checkFrame(new Uint8Array(W * H).fill(40), W, H).advice).toBe('place');
    expect(checkFrame(frame({ fill: 0.4 }), W, H).advice).toBe('closer');
    expect(checkFrame(frame({ fill: 0.8, x: 0.2 }), W, H).advice).toBe('farther');
  });

  it('waits for a still, sharp card without glare, then says it is ready', () => {
    const still = frame();
    expect(checkFrame(still, W, H, frame({ shift: 12 })).advice).toBe('still');
    expect(checkFrame(frame({ soft: true }), W, H, frame({ soft: true })).advice).toBe('blurred');
    const glare = checkFrame(frame({ burnt: FRAME_GLARE * 3 }), W, H, frame({ burnt: FRAME_GLARE * 3 }));
    expect(glare.advice).toBe('glare');
    const ready = checkFrame(still, W, H, frame());
    expect(ready.advice).toBe('ready');
    expect(ready.fill).toBeCloseTo(0.8, 1);
  });

  it('waits for the card to be turned when the same side is seen again', () => {
    expect(checkFrame(frame(), W, H, frame(), frame()).advice).toBe('turn');
    // The back: other lines at other heights.
    expect(checkFrame(frame(), W, H, frame(), frame({ lines: 4 })).advice).toBe('ready');
  });
});
