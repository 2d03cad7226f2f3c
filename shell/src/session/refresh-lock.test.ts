import { localStorageLease } from './refresh-lock';

beforeEach(() => localStorage.clear());

describe('localStorage lease (browsers without Web Locks)', () => {
  it('lets two tabs refresh one after the other, never together', async () => {
    const firstTab = localStorageLease(localStorage);
    const secondTab = localStorageLease(localStorage);
    const log: string[] = [];
    const refresh = (tab: string) => async () => {
      log.push(`${tab} starts`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      log.push(`${tab} ends`);
      return tab;
    };
    const answers = await Promise.all([firstTab(refresh('first')), secondTab(refresh('second'))]);
    expect(answers).toEqual(['first', 'second']);
    expect(log[1]).toMatch(/ends$/);
    expect(log[2]).toMatch(/starts$/);
    expect(localStorage.getItem('atlas-session-refresh-lease')).toBeNull();
  });

  it('takes over a lease left by a tab that closed while holding it', async () => {
    let clock = 1_000_000;
    localStorage.setItem('atlas-session-refresh-lease', JSON.stringify({ owner: 'gone', until: clock + 15_000 }));
    const lock = localStorageLease(localStorage, () => clock);
    const done = lock(() => Promise.resolve('refreshed'));
    clock += 16_000;
    await expect(done).resolves.toBe('refreshed');
  });
});
