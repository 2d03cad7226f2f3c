import { fetchProvidedLibraries, fetchProvidedLibrariesWhenIdle, providedLibraries } from './provided-libraries';

describe('the libraries the shell provides to the remotes', () => {
  it('fetches every provided library through the share scope loader', async () => {
    const load = jest.fn().mockResolvedValue(() => ({}));
    await fetchProvidedLibraries(load);
    expect(load.mock.calls.map(([name]) => name)).toEqual(['@atlas/forms']);
    expect(Object.keys(providedLibraries)).toEqual(['@atlas/forms']);
  });

  it('waits for the page to load and the browser to be idle before fetching', async () => {
    const load = jest.fn().mockResolvedValue(() => ({}));
    let idle: (() => void) | undefined;
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => (idle = run);
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });

    fetchProvidedLibrariesWhenIdle(load);
    expect(idle).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
    idle!();
    expect(load).toHaveBeenCalledWith('@atlas/forms');
  });
});
