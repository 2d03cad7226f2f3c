import { buildCollectorServer } from './collector-server';
import { LoadShedder } from './load-shedder';

describe('the collector’s back-pressure', () => {
  it('sheds (and counts) beacons while the event loop runs late, and takes them again once it catches up', () => {
    const shedder = new LoadShedder({ maxLagMs: 50 });
    expect(shedder.shouldShed()).toBe(false);
    // One slow tick is not an overload.
    shedder.observe(100);
    expect(shedder.shouldShed()).toBe(false);
    for (let tick = 0; tick < 5; tick++) shedder.observe(200);
    expect([shedder.shouldShed(), shedder.shouldShed()]).toEqual([true, true]);
    expect(shedder.dropped).toBe(2);
    for (let tick = 0; tick < 10; tick++) shedder.observe(0);
    expect(shedder.shouldShed()).toBe(false);
    expect(shedder.dropped).toBe(2);
  });
});

describe('a collector under overload', () => {
  it('answers 204 and counts nothing, never a 5xx; a valid beacon is counted again once it catches up', async () => {
    const recorded: unknown[] = [];
    const shedder = new LoadShedder({ maxLagMs: 50 });
    const app = await buildCollectorServer({ sink: { record: (beacon) => recorded.push(beacon) }, perAddressMinute: 1000, trustProxy: false, shedder });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/telemetry/beacons',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ route: '/', language: 'fr', device: 'mobile', shell: '1.0.0', remotes: {}, vitals: [], errors: [], failures: [] }),
      });
    for (let tick = 0; tick < 5; tick++) shedder.observe(500);
    expect((await send()).statusCode).toBe(204);
    expect(recorded).toHaveLength(0);
    for (let tick = 0; tick < 20; tick++) shedder.observe(0);
    expect((await send()).statusCode).toBe(204);
    expect(recorded).toHaveLength(1);
    await app.close();
  });
});
