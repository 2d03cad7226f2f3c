import { finishTakeover, readServerRenderedPage, whenReady } from './server-rendered-page';

const page = (root: string, state = '{"atlasApi":{"queries":{}}}') => {
  document.body.innerHTML = `${root}<script type="application/json" id="atlas-server-state">${state}</script>`;
  return document;
};

describe('the server-rendered page', () => {
  it('is read from the marked root and its state', () => {
    const found = readServerRenderedPage(page('<div id="root" data-server-rendered="mf-catalogue@1.4.0" inert><main>Offres</main></div>'));
    expect(found).toEqual({ root: document.getElementById('root'), remote: 'mf-catalogue@1.4.0', state: { atlasApi: { queries: {} } } });
  });

  it('is none on a plain page, or when its state cannot be read', () => {
    expect(readServerRenderedPage(page('<div id="root"></div>'))).toBeNull();
    expect(readServerRenderedPage(page('<div id="root" data-server-rendered="mf-catalogue@1.4.0" inert></div>', '{broken'))).toBeNull();
    expect(readServerRenderedPage(page('<div id="root" data-server-rendered="mf-catalogue@1.4.0" inert></div>', 'null'))).toBeNull();
  });

  it('is the browser’s once taken over: usable, unmarked, its state gone', () => {
    const found = readServerRenderedPage(page('<div id="root" data-server-rendered="mf-catalogue@1.4.0" inert></div>'))!;
    finishTakeover(found.root);
    expect(found.root.hasAttribute('inert')).toBe(false);
    expect(found.root.hasAttribute('data-server-rendered')).toBe(false);
    expect(document.getElementById('atlas-server-state')).toBeNull();
  });
});

describe('whenReady', () => {
  it('resolves when the condition holds after a change', async () => {
    let value = false;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
    let resolved = false;
    const ready = whenReady(subscribe, () => value, 60_000).then(() => (resolved = true));
    listeners.forEach((listener) => listener());
    await Promise.resolve();
    expect(resolved).toBe(false);
    value = true;
    listeners.forEach((listener) => listener());
    await ready;
    expect(resolved).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('gives up waiting after its limit', async () => {
    jest.useFakeTimers();
    try {
      const ready = whenReady(
        () => () => undefined,
        () => false,
        1500,
      );
      jest.advanceTimersByTime(1500);
      await expect(ready).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
