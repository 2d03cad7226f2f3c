import { act, screen } from '@testing-library/react';
import type { Order } from '@atlas/contracts/shop';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import { orderOf } from '../../test/shop-fixtures';
import { CONFIRMATION_POLL_MS, CONFIRMATION_WAIT_SECONDS, useOrder } from './use-order';

function OrderProbe({ refNumber }: { refNumber: string | null }) {
  const { state, waiting } = useOrder(refNumber);
  const text = state.status === 'ready' ? `ready ${state.order.status}` : state.status === 'error' ? `error ${state.code}` : 'loading';
  return <output data-testid="order">{`${text}${waiting ? ' waiting' : ''}`}</output>;
}

const shown = () => screen.getByTestId('order').textContent;
const pulls = (network: ReturnType<typeof fakeApi>) => network.requests.filter((request) => request.url === '/api/v1/ms-payment/order/pull');
const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
/** The first read answered: the store tells its subscribers in batches, on the next frame. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await elapse(20);
};

describe('the order behind a result page', () => {
  let network: ReturnType<typeof fakeApi>;
  let order: Order;
  beforeEach(() => {
    jest.useFakeTimers();
    order = orderOf({ status: 'awaiting-payment' });
    network = fakeApi(() => ({ status: 200, data: order }));
  });
  afterEach(() => {
    network.restore();
    jest.useRealTimers();
  });

  it('reads it again every two seconds while its payment is awaited, and stops once it is confirmed', async () => {
    renderWithPlatform(<OrderProbe refNumber="AT2611200000000042" />);
    await settle();
    expect(shown()).toBe('ready awaiting-payment waiting');
    expect(pulls(network)).toHaveLength(1);
    expect(pulls(network)[0]!.params).toEqual({ refNumber: 'AT2611200000000042' });

    await elapse(CONFIRMATION_POLL_MS);
    expect(pulls(network)).toHaveLength(2);
    order = { ...order, status: 'paid' } as Order;
    await elapse(CONFIRMATION_POLL_MS);
    expect(shown()).toBe('ready paid');
    await elapse(CONFIRMATION_POLL_MS * 5);
    expect(pulls(network)).toHaveLength(3);
  });

  it('stops waiting after thirty seconds, the order still awaiting its payment', async () => {
    renderWithPlatform(<OrderProbe refNumber="AT2611200000000042" />);
    await settle();
    await elapse(CONFIRMATION_WAIT_SECONDS * 1000);
    expect(shown()).toBe('ready awaiting-payment');
    const asked = pulls(network).length;
    expect(asked).toBe(1 + (CONFIRMATION_WAIT_SECONDS * 1000) / CONFIRMATION_POLL_MS);
    await elapse(CONFIRMATION_POLL_MS * 5);
    expect(pulls(network)).toHaveLength(asked);
  });

  it('keeps the order on screen when a read fails meanwhile, and says not-found without a reference', async () => {
    const view = renderWithPlatform(<OrderProbe refNumber="AT2611200000000042" />);
    await settle();
    network.restore();
    network = fakeApi(() => ({ status: 503, data: { code: 'service_unavailable' } }));
    await elapse(CONFIRMATION_POLL_MS);
    expect(pulls(network)).toHaveLength(1);
    expect(shown()).toBe('ready awaiting-payment waiting');
    view.unmount();

    renderWithPlatform(<OrderProbe refNumber={null} />);
    await settle();
    expect(shown()).toBe('error not-found');
    expect(pulls(network)).toHaveLength(1);
  });
});
