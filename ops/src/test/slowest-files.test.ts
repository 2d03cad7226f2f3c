import { jestFileTimes, playwrightFileTimes, slowestLines } from './slowest-files';

describe('the slowest test files of a run', () => {
  it('reads each jest file from its start to its end, relative to the repository', () => {
    const report = {
      testResults: [
        { name: '/repo/api/src/a.test.ts', startTime: 1_000, endTime: 31_000 },
        { name: '/repo/shell/src/b.test.tsx', startTime: 2_000, endTime: 4_500 },
        { name: '/repo/ops/src/never-ran.test.ts' },
      ],
    };
    expect(jestFileTimes(report, '/repo')).toEqual([
      { file: 'api/src/a.test.ts', seconds: 30 },
      { file: 'shell/src/b.test.tsx', seconds: 2.5 },
    ]);
  });

  it('sums a journey file over its tests, nested describes and retries included', () => {
    const report = {
      suites: [
        {
          file: 'recharge.spec.ts',
          specs: [{ file: 'recharge.spec.ts', tests: [{ results: [{ duration: 10_000 }, { duration: 5_000 }] }] }],
          suites: [{ file: 'recharge.spec.ts', specs: [{ file: 'recharge.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }] }],
        },
        { file: 'home-page.spec.ts', specs: [{ tests: [{ results: [{ duration: 1_500 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { file: 'recharge.spec.ts', seconds: 17 },
      { file: 'home-page.spec.ts', seconds: 1.5 },
    ]);
  });

  it('lists the slowest first with their share of the whole, and nothing for an empty report', () => {
    const times = [
      { file: 'a', seconds: 10 },
      { file: 'b', seconds: 60 },
      { file: 'c', seconds: 30 },
    ];
    expect(slowestLines('jest', times, 2)).toEqual(['jest: 3 files, 100 s summed; the 2 slowest are 90 %:', '     60.0 s  b', '     30.0 s  c']);
    expect(slowestLines('jest', [])).toEqual([]);
  });
});
