import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Button } from '@atlas/ui-kit';
import { eligibleCheck, notCoveredCheck } from '../../test/eligibility-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { EligibilityTest } from './eligibility-test';

jest.mock('../../components/site-map', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const checks = (network: ReturnType<typeof fakeApi>) => network.requests.filter((request) => request.method === 'post');

/** The browser's geolocation answering with a position, or refusing with a GeolocationPositionError code. */
function browserPosition(answer: { latitude: number; longitude: number } | { code: 1 | 2 | 3 }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        'code' in answer ? failure({ code: answer.code } as GeolocationPositionError) : success({ coords: { ...answer, accuracy: 20 } } as GeolocationPosition),
    },
  });
}

const renderTest = (props: { checkId?: string | null; language?: 'fr' | 'ar' | 'en' } = {}) => {
  const onCheckIdChange = jest.fn();
  renderWithPlatform(
    <EligibilityTest
      technology="fibre"
      title="Testez votre éligibilité à la fibre"
      checkId={props.checkId ?? null}
      onCheckIdChange={onCheckIdChange}
      offerAction={(offer) => <Button data-choose={offer.id}>Choisir</Button>}
    />,
    { language: props.language ?? 'fr' },
  );
  return onCheckIdChange;
};

describe('eligibility test', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => {
    network.restore();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('tests the browser position and shows the outcome, whose id goes into the URL; redo starts again', async () => {
    browserPosition({ latitude: 33.58485, longitude: -7.63495 });
    network = fakeApi((request) =>
      request.method === 'post'
        ? { status: 201, data: eligibleCheck({ position: { latitude: 33.5849, longitude: -7.6349 }, distanceMeters: 24 }) }
        : { status: 200, data: { cities: [] } },
    );
    const onCheckIdChange = renderTest();
    fireEvent.click(screen.getByRole('button', { name: /Me localiser/ }));
    const verdict = await screen.findByRole('heading', { name: 'Bonne nouvelle : la fibre est disponible chez vous !' });
    expect(verdict).toHaveFocus();
    expect(bodyOf(checks(network)[0]!)).toEqual({ technology: 'fibre', segment: 'consumer', position: { latitude: 33.5849, longitude: -7.6349 } });
    expect(onCheckIdChange).toHaveBeenLastCalledWith(eligibleCheck().checkId);
    fireEvent.click(screen.getByRole('button', { name: 'Refaire le test' }));
    expect(onCheckIdChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Votre adresse' })).toBeInTheDocument();
    expect(screen.getByText('Votre position sert uniquement à ce test.')).toBeInTheDocument();
  });

  it.each([
    [1, 'fr', 'Vous n’avez pas autorisé l’accès à votre position. Autorisez-le dans votre navigateur ou recherchez votre adresse.'],
    [2, 'ar', 'موقعك غير متاح على هذا الجهاز. ابحث عن عنوانك.'],
    [3, 'en', 'Your position is taking too long to arrive. Try again or search for your address.'],
  ] as const)('says why the position is missing (error %s) in %s, and tests nothing', async (code, language, text) => {
    browserPosition({ code });
    network = fakeApi(() => ({ status: 200, data: { cities: [] } }));
    renderTest({ language });
    fireEvent.click(screen.getByRole('button', { name: { fr: /Me localiser/, ar: /حدد موقعي/, en: /Locate me/ }[language] }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(checks(network)).toHaveLength(0);
  });

  it('says a browser without geolocation cannot locate', async () => {
    network = fakeApi(() => ({ status: 200, data: { cities: [] } }));
    renderTest();
    fireEvent.click(screen.getByRole('button', { name: /Me localiser/ }));
    expect(await screen.findByText('Votre position n’est pas disponible sur cet appareil. Recherchez votre adresse.')).toBeInTheDocument();
  });

  it('shows again the test named in the URL (a reload, the way back from the offer page)', async () => {
    network = fakeApi(() => ({ status: 200, data: notCoveredCheck() }));
    renderTest({ checkId: notCoveredCheck().checkId });
    expect(await screen.findByRole('heading', { name: 'La fibre n’arrive pas encore à votre adresse' })).toBeInTheDocument();
    expect(network.requests.map((request) => request.url)).toEqual([`/api/v1/ms-eligibility/checks/${notCoveredCheck().checkId}`]);
  });

  it('says a test of the URL that cannot be found, with a retry', async () => {
    let calls = 0;
    network = fakeApi((request) =>
      !request.url?.includes('/checks/')
        ? { status: 200, data: { cities: [] } }
        : ++calls === 1
          ? { status: 404, data: { code: 'eligibility-002', error: 'eligibility-002', message: 'No test' } }
          : { status: 200, data: eligibleCheck() },
    );
    renderTest({ checkId: eligibleCheck().checkId, language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Your test result cannot be shown.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again|Réessayer/ }));
    expect(await screen.findByRole('heading', { name: 'Good news: fibre is available at your home!' })).toBeInTheDocument();
  });

  it('keeps the address and says the test failed, with a retry that asks again', async () => {
    browserPosition({ latitude: 34.0, longitude: -6.85 });
    let posts = 0;
    network = fakeApi((request) =>
      request.method === 'post'
        ? ++posts === 1
          ? { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } }
          : { status: 201, data: eligibleCheck() }
        : { status: 200, data: { cities: [] } },
    );
    renderTest();
    fireEvent.click(screen.getByRole('button', { name: /Me localiser/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le test n’a pas pu aboutir.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(checks(network)).toHaveLength(2));
    expect(bodyOf(checks(network)[1]!)).toEqual(bodyOf(checks(network)[0]!));
    expect(await screen.findByRole('heading', { name: 'Bonne nouvelle : la fibre est disponible chez vous !' })).toBeInTheDocument();
  });
});
