import { assertMeasuredPage, medianFigures, type LighthouseFigures } from './lighthouse';

describe('what the Lighthouse bench measured', () => {
  it('refuses a run that ended on another page (the dashboard sent to its sign-in page)', () => {
    expect(() =>
      assertMeasuredPage('http://localhost:8080/espace-client/dashboard', 'http://localhost:8080/espace-client/login?redirect=%2Fespace-client%2Fdashboard'),
    ).toThrow(
      'Lighthouse measured http://localhost:8080/espace-client/login?redirect=%2Fespace-client%2Fdashboard, not http://localhost:8080/espace-client/dashboard',
    );
  });

  it('accepts the page asked for', () => {
    expect(() => assertMeasuredPage('http://localhost:8080/espace-client/dashboard', 'http://localhost:8080/espace-client/dashboard')).not.toThrow();
  });

  it('takes each figure as the median of the runs', () => {
    const run = (tbtMs: number | null, lcpMs: number, ttiMs = 2000, scriptBytes = 200_000): LighthouseFigures => ({
      page: 'dashboard',
      url: 'http://localhost:8080/espace-client/dashboard',
      formFactor: 'mobile',
      performance: 1,
      accessibility: 1,
      lcpMs,
      tbtMs,
      cls: 0,
      ttiMs,
      jsBeforeLcpBytes: 0,
      scriptBytes,
      scriptCount: 30,
      scripts: [],
      remoteEntries: 1,
      chainDepth: 2,
      chain: null,
    });
    const median = medianFigures([run(205, 1100), run(40, 1000), run(90, 1300)]);
    expect([median.tbtMs, median.lcpMs]).toEqual([90, 1100]);
    const slow = medianFigures([run(0, 1000, 3400, 457_000), run(0, 1000, 1900, 190_000), run(0, 1000, 2100, 210_000)]);
    expect([slow.ttiMs, slow.scriptBytes]).toEqual([2100, 210_000]);
    expect(medianFigures([run(null, 1000), run(30, 1000), run(50, 1000)]).tbtMs).toBe(40);
  });
});
