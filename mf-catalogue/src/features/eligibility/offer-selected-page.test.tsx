import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { busEvents } from '@atlas/contracts';
import { clearToasts, ToastRegion } from '@atlas/ui-kit';
import { eligibleCheck, FIRST_DAY, slots } from '../../test/eligibility-fixtures';
import { fakeApi } from '../../test/fake-api';
import { recordingStore } from '../../test/recording-store';
import { renderWithPlatform } from '../../test/render-with-platform';
import { OfferSelectedPage } from './offer-selected-page';

const CHECK = eligibleCheck();
const BOOKING_ID = '5b7c2f0e-8a1d-4c3b-9e2f-1a2b3c4d5e6f';
const PATH = 'offres-internet/wifi-a-la-maison/fibre-optique/offre-selectionnee';

const renderPage = (search: string, language: 'fr' | 'ar' | 'en' = 'fr', store = recordingStore().store) =>
  renderWithPlatform(
    <>
      <Routes>
        <Route path={PATH} element={<OfferSelectedPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: `/${PATH}${search}`, language, store },
  );

describe('fibre offer selected', () => {
  let network: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    clearToasts();
  });
  afterEach(() => network.restore());

  it('reads the test again from the URL and shows the offer, the address and the booking form', async () => {
    network = fakeApi((request) => ({ status: 200, data: request.url?.includes('/checks/') ? CHECK : slots() }));
    renderPage(`?checkId=${CHECK.checkId}&productId=fibre-200`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre offre : Fibre 200 Méga' })).toBeInTheDocument();
    expect(screen.getByText('12, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre rendez-vous d’installation' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Date de la visite/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour au test d’éligibilité/ })).toHaveAttribute(
      'href',
      `/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique&checkId=${CHECK.checkId}&productId=fibre-200`,
    );
  });

  it.each([
    [
      'fr',
      'Votre rendez-vous est confirmé',
      'Référence du rendez-vous : INS-7K3M9Q',
      /Le technicien passe le .+, le soir, entre 15 h et 19 h\./,
      'Continuer ma commande',
      'Voir mon panier',
    ],
    ['ar', 'تم تأكيد موعدك', 'مرجع الموعد: INS-7K3M9Q', /يأتي التقني يوم .+، مساءً بين الساعة 15 و19\./, 'متابعة الطلب', 'عرض سلتي'],
    [
      'en',
      'Your appointment is confirmed',
      'Appointment reference: INS-7K3M9Q',
      /The technician comes on .+, in the evening, between 3 pm and 7 pm\./,
      'Continue my order',
      'See my basket',
    ],
  ] as const)('after a reload, shows the booking made and puts the offer with it in the cart, in %s', async (language, title, reference, when, next, cart) => {
    const booked = eligibleCheck({
      booking: { bookingId: BOOKING_ID, reference: 'INS-7K3M9Q', visitDate: FIRST_DAY, slot: 'evening', productId: 'fibre-200' },
    });
    network = fakeApi(() => ({ status: 200, data: booked }));
    const { store, actions } = recordingStore();
    renderPage(`?checkId=${CHECK.checkId}&productId=fibre-200`, language, store);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(reference)).toBeInTheDocument();
    expect(screen.getByText(when)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmer|تأكيد|Confirm/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: next }));
    expect(actions.filter(busEvents.cartItemAddRequested.match).map((action) => action.payload)).toEqual([
      {
        productType: 'home',
        productId: 'fibre-200',
        quantity: 1,
        options: { eligibilityCheckId: CHECK.checkId, installationReference: 'INS-7K3M9Q', visitDate: FIRST_DAY, slot: 'evening' },
      },
    ]);
    expect(screen.getByRole('link', { name: cart })).toHaveAttribute('href', `${language === 'fr' ? '' : `/${language}`}/cart`);
  });

  it.each([
    ['fr', 'Annuler ce rendez-vous', 'Votre rendez-vous est annulé : sa place est libérée. Vous pouvez en choisir un autre.', 'Confirmer le rendez-vous'],
    ['ar', 'إلغاء هذا الموعد', 'تم إلغاء موعدك وأصبح مكانه متاحًا. يمكنك اختيار موعد آخر.', 'تأكيد الموعد'],
  ] as const)('cancels the visit from the browser that booked it, then offers the booking form again, in %s', async (language, cancel, cancelled, confirm) => {
    const booked = eligibleCheck({
      booking: { bookingId: BOOKING_ID, reference: 'INS-7K3M9Q', visitDate: FIRST_DAY, slot: 'evening', productId: 'fibre-200' },
    });
    network = fakeApi((request) => {
      if (request.method === 'post') return { status: 204, data: '' };
      return { status: 200, data: request.url?.includes('/checks/') ? booked : slots() };
    });
    renderPage(`?checkId=${CHECK.checkId}&productId=fibre-200`, language);
    fireEvent.click(await screen.findByRole('button', { name: cancel }));
    expect(await screen.findByText(cancelled)).toBeInTheDocument();
    expect(network.requests.filter((request) => request.method === 'post').map((request) => request.url)).toEqual([
      `/api/v1/ms-eligibility/installation-bookings/${BOOKING_ID}/cancel`,
    ]);
    expect(await screen.findByRole('button', { name: confirm })).toBeInTheDocument();
  });

  it('says why a visit cannot be cancelled (another browser, its day come)', async () => {
    const booked = eligibleCheck({
      booking: { bookingId: BOOKING_ID, reference: 'INS-7K3M9Q', visitDate: FIRST_DAY, slot: 'evening', productId: 'fibre-200' },
    });
    network = fakeApi((request) =>
      request.method === 'post'
        ? { status: 404, data: { code: 'eligibility-009', error: 'eligibility-009', message: 'No visit' } }
        : { status: 200, data: booked },
    );
    renderPage(`?checkId=${CHECK.checkId}&productId=fibre-200`, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this appointment' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your appointment is confirmed' })).toBeInTheDocument();
  });

  it('refuses an offer the address cannot get and leads back to the offers that fit', async () => {
    network = fakeApi(() => ({ status: 200, data: CHECK }));
    renderPage(`?checkId=${CHECK.checkId}&productId=fibre-1000`);
    expect(await screen.findByRole('heading', { name: 'Cette offre n’est pas disponible à l’adresse testée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les offres disponibles' })).toHaveAttribute('href', expect.stringContaining(`checkId=${CHECK.checkId}`));
  });

  it('asks for a test when the page is opened without one', async () => {
    network = fakeApi(() => ({ status: 200, data: CHECK }));
    renderPage('', 'ar');
    expect(await screen.findByRole('heading', { name: 'لا يوجد اختبار أهلية جارٍ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اختبار الأهلية' })).toHaveAttribute(
      'href',
      '/ar/offres-internet/wifi-a-la-maison/fibre-optique?selected=test-fibre-optique',
    );
    expect(network.requests).toHaveLength(0);
  });

  it('says the test cannot be read, with a retry', async () => {
    let calls = 0;
    network = fakeApi(() =>
      ++calls === 1 ? { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } } : { status: 200, data: CHECK },
    );
    renderPage(`?checkId=${CHECK.checkId}&productId=fibre-100`);
    expect(await screen.findByRole('heading', { name: 'Le résultat de votre test ne peut pas être affiché.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre offre : Fibre 100 Méga' })).toBeInTheDocument();
  });
});
