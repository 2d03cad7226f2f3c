import fs from 'node:fs';
import path from 'node:path';
import { browserSources, repo } from './browser-sources';

/**
 * Chevrons and angle quotes (‹ › « » < > ( ) [ ]) are Unicode's bidi-mirrored characters: in a
 * right-to-left line the browser already draws the other one, so a chevron written once points
 * forward in both directions. A style that swaps it again under `[dir='rtl']` turns it back, and
 * the Arabic arrow points the wrong way (issue 33 §5: the account menu's chevrons did).
 */
const MIRRORED = /content:\s*['"][‹›«»<>()[\]]['"]/;

describe('chevrons in right-to-left pages', () => {
  it('are never swapped by hand for a bidi-mirrored character under a right-to-left rule', () => {
    const swapped = browserSources().flatMap((file) => {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, index) => {
        const rtlRule = lines.slice(Math.max(0, index - 3), index).some((above) => /\[dir=['"]?rtl['"]?\]|direction === 'rtl'/.test(above));
        return rtlRule && MIRRORED.test(line) ? [`${path.relative(repo, file)}:${index + 1}: ${line.trim()}`] : [];
      });
    });
    expect(swapped).toEqual([]);
  });
});
