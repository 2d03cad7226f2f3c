import { expect, test } from '../support/test';
import { CPU_SLOWDOWN, latencyOf, MAIN_TAPS, measureTap, recordInteractions } from '../../ops/src/bench/main-taps';

/**
 * Issue 34: every main tap answers fast on a phone-class CPU. Each is made on a first visit in
 * Chromium at 4× CPU slowdown and its latency read as INP reads it (Event Timing: input to next
 * paint). The target is 100 ms and `npm run bench` holds it; here the bound is far above it so that
 * a loaded machine does not flake the journey, while a tap that blocks the page (a whole re-render,
 * a library evaluated on the tap) still fails it.
 */
const BOUND_MS = 1000;

test('the tap measure sees a tap that blocks the page, and one that does not', async ({ page }) => {
  await page.setContent(`
    <button id="slow">slow</button><button id="fast">fast</button><p id="out"></p>
    <script>
      const busy = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
      slow.onclick = () => { busy(300); out.textContent = 'slow done'; };
      fast.onclick = () => { out.textContent = 'fast done'; };
    </script>`);
  await page.evaluate(recordInteractions);
  const slow = await latencyOf(page, [{ act: (p) => p.locator('#slow').click(), answered: (p) => p.getByText('slow done') }]);
  const fast = await latencyOf(page, [{ act: (p) => p.locator('#fast').click(), answered: (p) => p.getByText('fast done') }]);
  expect(slow).toBeGreaterThanOrEqual(300);
  expect(fast).toBeLessThan(slow);
});

for (const tap of MAIN_TAPS) {
  test(`${tap.name}: answered within ${BOUND_MS} ms at ${CPU_SLOWDOWN}× CPU`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { latencyMs } = await measureTap(page, baseURL!, tap);
    test.info().annotations.push({ type: 'lab INP', description: `${latencyMs} ms` });
    expect(latencyMs).toBeLessThan(BOUND_MS);
  });
}
