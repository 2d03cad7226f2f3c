import remoteTaskBreaks from './remote-task-breaks';

type Hook = () => Promise<void>;

describe('remoteTaskBreaks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['beforeGetExpose', 'beforeExecuteFactory'] as const)('holds %s until a later task: promise callbacks alone do not pass it', async (hook) => {
    const plugin = remoteTaskBreaks() as unknown as Record<typeof hook, Hook>;
    let passed = false;
    void plugin[hook]().then(() => (passed = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(passed).toBe(false);
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    expect(passed).toBe(true);
  });
});
