import { invoiceName } from './invoices';

describe('an invoice’s name in an order', () => {
  it('names the period in words in each language, with the French elision', () => {
    expect(invoiceName({ billNo: 'F2608000222', period: '2026-08' })).toEqual({
      fr: 'Facture d’août 2026 · F2608000222',
      ar: 'فاتورة غشت 2026 · \u2066F2608000222\u2069',
      en: 'August 2026 invoice · F2608000222',
    });
    expect(invoiceName({ billNo: 'F2609000222', period: '2026-09' }).fr).toBe('Facture de septembre 2026 · F2609000222');
    expect(invoiceName({ billNo: 'F2610000222', period: '2026-10' }).fr).toBe('Facture d’octobre 2026 · F2610000222');
  });
});
