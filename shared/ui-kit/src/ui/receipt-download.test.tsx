import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, createI18n, setErrorMessages } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { ReceiptDownload } from './receipt-download';

const REF = 'AT2612050000000042';
let saved: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  setErrorMessages({ fr: { 'receipt-001': 'Ce paiement n’est pas encore effectué.' }, ar: {}, en: {} });
});
afterEach(() => jest.restoreAllMocks());

describe('ReceiptDownload: every payment’s receipt, as a PDF in the page’s language', () => {
  it.each([
    ['fr', 'Télécharger le reçu (PDF)'],
    ['ar', 'تحميل إيصال الأداء (PDF)'],
    ['en', 'Download the receipt (PDF)'],
  ] as const)('%s: asks the payer’s receipt in the page’s language and saves it under its name', async (language, label) => {
    createI18n(language);
    const network = fakeApi(() => ({ status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }));
    try {
      renderUi(<ReceiptDownload refNumber={REF} language={language} />);
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt', download: `recu-${REF}-${language}.pdf` }]));
      expect(network.requests).toHaveLength(1);
      expect(network.requests[0]!.url).toBe('/api/v1/ms-ecom/order/receipt');
      expect(network.requests[0]!.params).toEqual({ refNumber: REF, language });
      expect(network.requests[0]!.responseType).toBe('blob');
    } finally {
      network.restore();
    }
  });

  it('reads a history row’s receipt with the line’s tokens, named for the payment, and says why when there is none', async () => {
    createI18n('fr');
    configureApiClient({ getSession: () => ({ tokenType: 'Bearer', accessToken: 'a.b.c' }) });
    const network = fakeApi(() => ({ status: 409, data: { code: 'receipt-001', error: 'receipt-001', message: 'x' } }));
    try {
      renderUi(<ReceiptDownload refNumber={REF} language="fr" from="history" compact />);
      fireEvent.click(screen.getByRole('button', { name: `Reçu PDF du paiement ${REF}` }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Ce paiement n’est pas encore effectué.');
      expect(network.requests[0]!.url).toBe('/api/ms-client/v1/transaction-receipt');
      expect(network.requests[0]!.headers.Authorization).toBe('Bearer a.b.c');
      expect(saved).toEqual([]);
    } finally {
      network.restore();
    }
  });
});
