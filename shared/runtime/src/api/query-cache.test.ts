import { createQueryCache } from './query-cache';

describe('createQueryCache', () => {
  let clock = 0;
  const cache = () => createQueryCache({ keepUnusedMs: 1000, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('shares one request between askers and keeps its answer', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValue('answer');
    const [first, second] = await Promise.all([queries.fetch('k', load), queries.fetch('k', load)]);
    expect([first, second]).toEqual(['answer', 'answer']);
    expect(await queries.fetch('k', load)).toBe('answer');
    expect(queries.peek('k')).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets an answer left unused longer than the keep time, and not one in use', async () => {
    const queries = cache();
    const load = jest.fn().mockResolvedValue('answer');
    await queries.fetch('k', load);
    clock = 900;
    expect(queries.peek('k')).toBe('answer');
    clock = 1800;
    expect(queries.peek('k')).toBe('answer');
    clock = 2801;
    expect(queries.peek('k')).toBeUndefined();
    await queries.fetch('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next ask loads again', async () => {
    const queries = cache();
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    await expect(queries.fetch('k', load)).rejects.toThrow('down');
    expect(await queries.fetch('k', load)).toBe('back');
  });
});
