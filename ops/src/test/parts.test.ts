import fs from 'node:fs';
import path from 'node:path';
import { PART_TESTS, WHOLE_SITE_JOURNEYS } from './parts';
import { buildableParts } from '../build/build-parts';

const repo = path.resolve(__dirname, '../../..');

function journeyFiles(dir = path.join(repo, 'e2e/journeys')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return journeyFiles(file);
    return entry.name.endsWith('.spec.ts') ? [path.relative(path.join(repo, 'e2e/journeys'), file).replace(/\.spec\.ts$/, '')] : [];
  });
}

describe("a part's test loop (npm test -- --part <part>)", () => {
  it('exists for the shell and every remote', () => {
    expect(Object.keys(PART_TESTS).sort()).toEqual(
      buildableParts()
        .map((part) => part.name)
        .sort(),
    );
  });

  it.each(Object.entries(PART_TESTS))('%s names API modules and journeys that exist', (_part, { apiModules, journeys }) => {
    for (const module of apiModules) expect(fs.existsSync(path.join(repo, 'api/src/modules', module))).toBe(true);
    for (const journey of journeys) expect(journeyFiles()).toContain(journey);
  });

  it("leaves no journey out of every part's loop", () => {
    const looped = new Set<string>([...Object.values(PART_TESTS).flatMap((part) => part.journeys), ...WHOLE_SITE_JOURNEYS]);
    expect(journeyFiles().filter((journey) => !looped.has(journey))).toEqual([]);
  });
});
