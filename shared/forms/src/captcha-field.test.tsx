import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import { CaptchaField } from './captcha-field';

const imageOf = (n: number) => ({ captchaId: `c-${n}`, image: `data:image/png;base64,${n}` });

/** A form holding the captcha field; the form's values are shown as text for the assertions. */
function CaptchaForm({ generation }: { generation: number }) {
  return (
    <Form onSubmit={() => undefined}>
      {({ values }) => (
        <form>
          <CaptchaField generation={generation} />
          <output data-testid="values">{JSON.stringify(values)}</output>
        </form>
      )}
    </Form>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, string>;

describe('CaptchaField', () => {
  let network: ReturnType<typeof fakeApi>;
  let served = 0;
  beforeEach(() => {
    served = 0;
    network = fakeApi(() => ({ status: 200, data: imageOf(++served) }));
  });
  afterEach(() => network.restore());

  it('shows the service’s image, puts its id in the form, and a new image clears the answer', async () => {
    renderWithPlatform(<CaptchaForm generation={0} />);
    expect(await screen.findByRole('img', { name: 'Code de vérification à recopier' })).toHaveAttribute('src', imageOf(1).image);
    await waitFor(() => expect(values().captchaId).toBe('c-1'));
    expect(network.requests[0]!.url).toBe('/api/v1/ms-payment/captcha/generate');

    await userEvent.type(screen.getByLabelText(/Recopiez le code/), 'AB12');
    expect(values().captchaText).toBe('AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle image' }));
    await waitFor(() => expect(values()).toEqual({ captchaId: 'c-2', captchaText: '' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', imageOf(2).image);
  });

  it('asks a new image when the form says so (its generation changes)', async () => {
    const view = renderWithPlatform(<CaptchaForm generation={0} />);
    await waitFor(() => expect(values().captchaId).toBe('c-1'));
    view.rerenderIn('fr', <CaptchaForm generation={1} />);
    await waitFor(() => expect(values().captchaId).toBe('c-2'));
    expect(network.requests).toHaveLength(2);
  });

  it('says why the image could not be read, and reads one again on retry', async () => {
    network.restore();
    let fail = true;
    network = fakeApi(() => (fail ? { status: 503, data: { code: 'service_unavailable' } } : { status: 200, data: imageOf(7) }));
    renderWithPlatform(<CaptchaForm generation={0} />);
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(values().captchaId).toBe('c-7'));
  });
});
