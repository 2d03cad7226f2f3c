import { fireEvent, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { address, eligibleCheck, homeOffer, notCoveredCheck } from '../../test/eligibility-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { BusinessEligibilityPage } from './business-eligibility-page';

jest.mock('../../components/site-map', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

const BUSINESS = eligibleCheck({
  segment: 'business',
  offers: [
    homeOffer('fibre-pro-200', 200, { segment: 'business', offer_name_fr: 'Fibre Pro 200 Méga' }),
    homeOffer('fibre-pro-500', 500, { segment: 'business', offer_name_fr: 'Fibre Pro 500 Méga' }),
  ],
});
const RECEIPT = { requestId: 'r-1', reference: 'ENT-7K3M9Q', createdAt: '2026-11-23T10:00:00.000Z', callBackFrom: '2026-11-24T10:00' };
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const renderPage = (checkId: string, language: 'fr' | 'ar' | 'en' = 'fr') =>
  renderWithPlatform(
    <Routes>
      <Route path="entreprise/eligibilite-fibre" element={<BusinessEligibilityPage />} />
    </Routes>,
    { path: `/entreprise/eligibilite-fibre?checkId=${checkId}`, language },
  );

describe('business fibre eligibility', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it('shows the business offers of an eligible address and stores the call-back request with the offer chosen', async () => {
    network = fakeApi((request) => (request.method === 'post' ? { status: 201, data: RECEIPT } : { status: 200, data: BUSINESS }));
    renderPage(BUSINESS.checkId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Éligibilité à la fibre pour votre entreprise' })).toBeInTheDocument();
    const choose = await screen.findByRole('button', { name: 'Choisir cette offre : Fibre Pro 500 Méga' });
    fireEvent.click(choose);
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Offre choisie : Fibre Pro 500 Méga')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le nom de l’entreprise est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('L’adresse e-mail est obligatoire')).toBeInTheDocument();
    expect(network.requests.filter((request) => request.method === 'post')).toHaveLength(0);
    fill(/^Raison sociale/, 'Tazi Logistique');
    fill(/^Nom du contact/, 'Karim Tazi');
    fill(/^Téléphone/, '07 00 11 22 01');
    fill(/^Adresse e-mail professionnelle/, 'karim.tazi@tazi-logistique.ma');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Référence de votre demande : ENT-7K3M9Q')).toBeInTheDocument();
    const [post] = network.requests.filter((request) => request.method === 'post');
    expect(post!.url).toBe('/api/v1/ms-eligibility/business-requests');
    expect(bodyOf(post!)).toEqual({
      checkId: BUSINESS.checkId,
      productId: 'fibre-pro-500',
      companyName: 'Tazi Logistique',
      contactName: 'Karim Tazi',
      phone: '0700112201',
      email: 'karim.tazi@tazi-logistique.ma',
    });
  });

  it('offers a call-back for another solution where the fibre has not arrived, in Arabic', async () => {
    network = fakeApi(() => ({ status: 200, data: notCoveredCheck({ segment: 'business', alternatives: [], address: address() }) }));
    renderPage(BUSINESS.checkId, 'ar');
    expect(await screen.findByRole('heading', { name: 'طلب اتصال من مستشار المقاولات' })).toBeInTheDocument();
    expect(screen.getByText(/يقترح عليك مستشار حلًا آخر/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });
});
