import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { ChangeNumberPage } from './change-number-page';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));

const CATEGORIES = [
  { id: 'standard', label: { fr: 'Standard', ar: 'عادي', en: 'Standard' }, description: { fr: '', ar: '', en: '' }, price: 0 },
  { id: 'gold', label: { fr: 'Gold', ar: 'ذهبي', en: 'Gold' }, description: { fr: '', ar: '', en: '' }, price: 199 },
];
const sent = { sentTo: '06 •• •• •• 02', expiresIn: 300, resendIn: 60, sendsLeft: 2 };
const typeCode = (code: string) => {
  const digits = screen.getAllByRole('textbox');
  code.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
};

describe('number change page', () => {
  it('says when a category has no number left, asks for a number, then quotes and pays the chosen one by card with a code', async () => {
    const network = fakeApi((request) => {
      if (request.url === '/api/ms-service/v1/list-number-category') return { status: 200, data: CATEGORIES };
      if (request.url === '/api/ms-service/v2/list-available-number') {
        const { category } = JSON.parse(String(request.data)) as { category: string };
        return { status: 200, data: { numbers: category === 'gold' ? [] : ['0650123456', '0650654321'] } };
      }
      if (request.url?.startsWith('/api/ms-service/v1/change-number-quote'))
        return { status: 200, data: { mdn: '0662345602', newMdn: '0650654321', category: 'standard', numberPrice: 0, fees: 50, total: 50 } };
      if (request.url === '/api/ms-iam/v1/otp/send') return { status: 200, data: sent };
      if (request.url === '/api/ms-iam/v1/otp/verify') return { status: 200, data: { otpToken: 'proof' } };
      return { status: 201, data: { refNumber: 'AT261124ABCDEFGHJK', redirectUrl: 'http://localhost/api/v1/payment-gateway/pay/s1' } };
    });
    try {
      renderSelfcare(<ChangeNumberPage language="fr" />, { store: selfcareStore(PROFILE) });
      fireEvent.click(await screen.findByLabelText(/^Gold/));
      expect(await screen.findByText('Aucun numéro disponible.')).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText(/^Standard/));
      await screen.findByLabelText('06 50 65 43 21');
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(screen.getByText('Choisissez un numéro dans la liste.')).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText('06 50 65 43 21'));
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
      expect(await screen.findByText('Frais de changement de numéro')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /Confirmer et payer/ }));
      await screen.findByText(/Un code à 6 chiffres a été envoyé/);
      typeCode('123456');
      await waitFor(() => expect(redirectTo).toHaveBeenCalled());
      const pay = network.requests.find((request) => request.url === '/api/v1/ms-ecom/payment/change-number/cb')!;
      expect(JSON.parse(String(pay.data))).toMatchObject({ mdn: '0662345602', newMdn: '0650654321', category: 'standard', otpToken: 'proof' });
      expect(String(pay.headers['Idempotency-Key'])).toMatch(/^[0-9a-f-]{36}$/);
      expect(pay.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      expect(redirectTo).toHaveBeenCalledWith('http://localhost/api/v1/payment-gateway/pay/s1');
    } finally {
      network.restore();
    }
  });
});
