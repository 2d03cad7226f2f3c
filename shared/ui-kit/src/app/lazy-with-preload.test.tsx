import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Salam {name}</p>;
}

describe('lazyWithPreload', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Page = lazyWithPreload(load);
    await expect(Page.preload()).resolves.toBe(Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Idar" />
      </Suspense>,
    );
    // Synchronously after render: no act() flush, no waiting.
    expect(screen.getByText('Salam Idar')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and loads once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Page = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Idar" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Salam Idar')).toBeInTheDocument();
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const Page = lazyWithPreload(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
