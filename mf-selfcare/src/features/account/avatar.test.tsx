import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { Avatar } from './avatar';
import { avatarChanged } from './avatar-api';

const created: string[] = [];
const revoked: string[] = [];
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: () => {
      created.push(`blob:picture-${created.length + 1}`);
      return created.at(-1)!;
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
});
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
});

it("draws the customer's picture, read with the bearer, and a new one after an upload (the old URL revoked)", async () => {
  const network = fakeApi(() => ({ status: 200, data: new Blob(['jpeg']) }));
  const store = selfcareStore({ ...PROFILE, hasAvatar: true });
  try {
    const { container } = renderSelfcare(<Avatar profile={{ ...PROFILE, hasAvatar: true }} />, { store });
    await waitFor(() => expect(container.querySelector('[data-avatar="picture"] img')).toHaveAttribute('src', 'blob:picture-1'));
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0]!.url).toBe('/api/ms-client/v1/get-avatar');
    expect(network.requests[0]!.headers.Authorization).toBe('Bearer a.b.c');

    act(() => void store.dispatch(avatarChanged()));
    await waitFor(() => expect(container.querySelector('[data-avatar="picture"] img')).toHaveAttribute('src', 'blob:picture-2'));
    expect(revoked).toEqual(['blob:picture-1']);
  } finally {
    network.restore();
  }
});

it('shows the initials without a picture, and when the picture cannot be read', async () => {
  const network = fakeApi(() => ({ status: 503, data: { code: 'service_unavailable', error: 'service_unavailable', message: 'down' } }));
  try {
    renderSelfcare(<Avatar profile={PROFILE} />, { store: selfcareStore(PROFILE) });
    expect(screen.getByText('YB')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);

    const { container } = renderSelfcare(<Avatar profile={{ ...PROFILE, hasAvatar: true }} />, { store: selfcareStore(PROFILE) });
    await waitFor(() => expect(network.requests).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('[data-avatar]')).toHaveAttribute('data-avatar', 'initials');
  } finally {
    network.restore();
  }
});
