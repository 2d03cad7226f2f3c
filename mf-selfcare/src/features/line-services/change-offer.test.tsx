import { fireEvent, screen, waitFor } from '@testing-library/react';
import { busEvents, type ChangeOfferResponse } from '@atlas/contracts';
import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { servicesTexts } from '../../i18n/selfcare-services';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { ChangeNumberPage } from './change-number-page';
import { ChangeOfferConfirmationPage, ChangeOfferPage } from './change-offer-page';
import { redirectTo } from './redirect';
import { SimSwapPage } from './sim-swap-page';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let servicesTranslations: TextsOf<typeof servicesTexts>;
beforeAll(async () => {
  servicesTranslations = await translationsInAllLanguages(servicesTexts);
});

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

const sent = { sentTo: '06 •• •• •• 02', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
const typeCode = (code: string) => {
  const digits = screen.getAllByRole('textbox');
  code.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
};
const plan = (id: string, fr: string, price: number) => ({
  id,
  offer_name_fr: fr,
  offer_name_ar: `${fr} ar`,
  offer_name_en: `${fr} en`,
  offerName: `${fr} en`,
  price,
  period: 'month',
});
const CATALOG = { offers: [plan('forfait-99', 'Forfait 99 Dh', 99), plan('forfait-249', 'Forfait 249 Dh', 249), plan('o1', 'Forfait Illimité 199 Dh', 199)] };
const eligible = { mdn: '0662345602', isEligible: true, reasonCode: null, reason: null, currentOfferId: 'o1' };
const quote = (offerId: string, totalFees: number) => ({
  mdn: '0662345602',
  offerId,
  offerName: { fr: offerId === 'forfait-99' ? 'Forfait 99 Dh' : 'Forfait 249 Dh', ar: 'عرض', en: 'Plan' },
  monthlyPrice: offerId === 'forfait-99' ? 99 : 249,
  currentMonthlyPrice: 199,
  fees: totalFees ? [{ id: 'downgrade', label: { fr: 'Frais de passage à un forfait moins cher', ar: 'رسوم', en: 'Fees' }, amount: totalFees }] : [],
  totalFees,
  customerbill: { invoices: [{ billNo: 'F2610345602', period: '2026-10', amount: 219, status: 'paid' }] },
  feesToken: `fees-${offerId}`,
  effective: totalFees ? 'on-payment' : 'immediately',
});

function planChangeApi(eligibility: object = eligible) {
  return fakeApi((request) => {
    const url = request.url ?? '';
    if (url.startsWith('/api/ms-order/v2/check-offer-eligibility')) return { status: 200, data: eligibility };
    if (url === '/api/ms-order/v1/get-catalog') return { status: 200, data: CATALOG };
    if (url.startsWith('/api/ms-order/v2/display-setup-fees'))
      return { status: 200, data: quote(new URLSearchParams(url.split('?')[1]).get('offerId')!, url.includes('forfait-99') ? 50 : 0) };
    if (url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
    if (url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'proof' } };
    if (url.startsWith('/api/ms-order/v2/change-offer')) {
      return {
        status: 200,
        data: {
          mdn: '0662345602',
          offerId: 'forfait-249',
          offerName: { fr: 'Forfait 249 Dh', ar: 'عرض', en: 'Plan' },
          effectiveAt: '2026-11-24T10:00:00.000Z',
          requestId: 'r1',
          reference: 'SRV-OFFER1',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      };
    }
    return { status: 201, data: { refNumber: 'AT261124ABCDEFGHJK', redirectUrl: 'http://localhost/api/v1/payment-gateway/pay/s1' } };
  });
}

describe('plan change page', () => {
  it('asks for a plan, shows a free change’s summary, and changes it with a code and an Idempotency-Key', async () => {
    const network = planChangeApi();
    const store = selfcareStore(PROFILE);
    const dispatched = jest.spyOn(store, 'dispatch');
    try {
      renderSelfcare(<ChangeOfferPage language="fr" />, { store });
      expect(await screen.findByText('Votre forfait actuel : Forfait Illimité 199 Dh')).toBeInTheDocument();
      // The line's own plan is not offered.
      expect(screen.queryByLabelText(/^Forfait Illimité 199 Dh ·/)).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(screen.getByText('Choisissez un forfait.')).toBeInTheDocument();
      expect(network.requests.some((request) => request.url?.startsWith('/api/ms-order/v2/display-setup-fees'))).toBe(false);
      fireEvent.click(screen.getByLabelText(/^Forfait 249 Dh/));
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('Aucun frais')).toBeInTheDocument();
      expect(screen.getByText(/prend effet dès votre confirmation/)).toBeInTheDocument();
      expect(screen.getByText('Facture octobre 2026 (payée)')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Confirmer le changement' }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      const send = network.requests.find((request) => request.url === '/api/ms-iam/v1/otp/send')!;
      expect(JSON.parse(String(send.data))).toEqual({ mdn: '0662345602', purpose: 'change-offer' });
      typeCode('123456');
      await waitFor(() => expect(network.requests.some((request) => request.url?.startsWith('/api/ms-order/v2/change-offer'))).toBe(true));
      const act = network.requests.find((request) => request.url?.startsWith('/api/ms-order/v2/change-offer'))!;
      expect(act.method?.toUpperCase()).toBe('PUT');
      expect(act.url).toBe('/api/ms-order/v2/change-offer?idOffer=forfait-249&mdn=0662345602');
      expect(JSON.parse(String(act.data))).toEqual({ otpToken: 'proof', feesToken: 'fees-forfait-249' });
      expect(String(act.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
      expect(act.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      // The shell reloads the profile: the dashboard shows the new plan.
      await waitFor(() => expect(dispatched).toHaveBeenCalledWith(busEvents.profileRefreshRequested()));
    } finally {
      network.restore();
    }
  });

  it('pays a cheaper plan’s fees by card', async () => {
    const network = planChangeApi();
    try {
      renderSelfcare(<ChangeOfferPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByLabelText(/^Forfait 99 Dh/));
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('Frais de passage à un forfait moins cher')).toBeInTheDocument();
      expect(screen.getByText(/Les frais se paient par carte bancaire/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /Confirmer et payer/ }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      typeCode('123456');
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/v1/payment-gateway/pay/s1'));
      const pay = network.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/change-offer/cb')!;
      expect(JSON.parse(String(pay.data))).toEqual({
        mdn: '0662345602',
        offerId: 'forfait-99',
        otpToken: 'proof',
        feesToken: 'fees-forfait-99',
        returnUrl: '/espace-client/services/changement-offre/paiement',
      });
      expect(network.requests.some((request) => request.url?.startsWith('/api/ms-order/v2/change-offer'))).toBe(false);
    } finally {
      network.restore();
    }
  });

  it.each([
    [2, 'Une facture de cette ligne est impayée : réglez-la d’abord, puis changez de forfait.', 'Payer mes factures'],
    [1, 'Le forfait de cette ligne ne peut pas être changé en ligne. Contactez le service client au 220.', 'Appeler le 220'],
    [12, 'Cette ligne est suspendue ou résiliée : son forfait ne peut pas changer. Contactez le service client au 220.', 'Appeler le 220'],
  ])('refused with reason %s: says why and what to do, and offers no plan', async (reasonCode, reason, action) => {
    const network = planChangeApi({
      mdn: '0662345602',
      isEligible: false,
      reasonCode,
      reason,
      currentOfferId: 'o1',
      ...(reasonCode === 2 ? { unpaidInvoices: { count: 2, total: 438 } } : {}),
    });
    try {
      renderSelfcare(<ChangeOfferPage language="fr" />, { store: selfcareStore(PROFILE) });
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
      if (reasonCode === 2) {
        expect(screen.getByText(/2 factures impayées/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Payer mes factures' })).toHaveAttribute('href', '/espace-client/mes-factures');
      }
      expect(network.requests.some((request) => request.url === '/api/ms-order/v1/get-catalog')).toBe(false);
    } finally {
      network.restore();
    }
  });

  it('says the change is in progress (3), in the translation when the server sends no text', async () => {
    const network = planChangeApi({ mdn: '0662345602', isEligible: false, reasonCode: 3, reason: null, currentOfferId: 'o1' });
    try {
      renderSelfcare(<ChangeOfferPage language="fr" />, { store: selfcareStore(PROFILE) });
      expect(await screen.findByText('Un changement de forfait de cette ligne est déjà en cours.')).toBeInTheDocument();
      expect(screen.getByText(/Attendez la fin du paiement en cours/)).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });

  it('the confirmation names the plan in effect once, and the reference, after the change', () => {
    const answer: ChangeOfferResponse = {
      mdn: '0662345602',
      offerId: 'o2',
      offerName: { fr: 'Forfait Illimité 199 Dh', ar: 'الاشتراك اللامحدود 199 درهم', en: 'Unlimited Plan 199 Dh' },
      effectiveAt: '2026-12-02T01:00:00Z',
      requestId: 'r-1',
      reference: 'SRV-OFFER1',
      createdAt: '2026-12-02T01:00:00Z',
    };
    renderSelfcare(<ChangeOfferConfirmationPage language="fr" />, {
      store: selfcareStore(PROFILE),
      path: '/espace-client/services/changement-offre-confirmation?reference=SRV-OFFER1',
      state: answer,
    });
    expect(screen.getByText('Votre nouveau forfait, Forfait Illimité 199 Dh, est en vigueur dès maintenant.')).toBeInTheDocument();
    expect(screen.getByText('Référence : SRV-OFFER1')).toBeInTheDocument();
  });

  it.each(['', '?reference=SRV-OFFER1'])('the confirmation opened directly (%s) tells that no change was made, not a success', (search) => {
    renderSelfcare(<ChangeOfferConfirmationPage language="fr" />, {
      store: selfcareStore(PROFILE),
      path: `/espace-client/services/changement-offre-confirmation${search}`,
    });
    expect(screen.getByRole('heading', { name: 'Aucun changement de forfait' })).toBeInTheDocument();
    expect(screen.getByText(/Aucun changement de forfait n’a été fait/)).toBeInTheDocument();
    expect(screen.queryByText(/en vigueur dès maintenant/)).not.toBeInTheDocument();
    expect(screen.queryByText(/SRV-OFFER1/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Changer de forfait' })).toHaveAttribute('href', '/espace-client/services/changement-offre');
  });

  it('has every label in French, Arabic and English', () => {
    expectKeysInAllLanguages(servicesTranslations);
  });
});

describe('a line whose holder is not identified', () => {
  it.each([
    ['SIM swap', <SimSwapPage key="swap" language="fr" />],
    ['number change', <ChangeNumberPage key="number" language="fr" />],
  ])('the %s sends the customer to the identification flow, with the way back', async (_name, page) => {
    const network = fakeApi((request) =>
      request.url === '/api/ms-identification/v1/check-identification-status'
        ? { status: 200, data: { mdn: '0662345602', isIdentified: false } }
        : { status: 200, data: {} },
    );
    try {
      renderSelfcare(page, { store: selfcareStore(PROFILE), path: '/espace-client/services/changement-sim' });
      expect(await screen.findByText('Identifiez d’abord votre ligne')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Identifier ma ligne' })).toHaveAttribute(
        'href',
        `/identification?mdn=0662345602&returnUrl=${encodeURIComponent('/espace-client/services/changement-sim')}`,
      );
      expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/espace-client/dashboard');
      const check = network.requests.find((request) => request.url === '/api/ms-identification/v1/check-identification-status')!;
      expect(JSON.parse(String(check.data))).toEqual({ mdn: '0662345602' });
      // Nothing of the service is asked for.
      expect(network.requests.map((request) => request.url)).toEqual(['/api/ms-identification/v1/check-identification-status']);
    } finally {
      network.restore();
    }
  });
});
