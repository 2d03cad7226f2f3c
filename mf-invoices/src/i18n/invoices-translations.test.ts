import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { translationsInAllLanguages } from '@atlas/runtime';
import { invoicesTexts } from './invoices';

describe('invoice translations', () => {
  it('has every key in fr, ar and en, and every Arabic noun form of what it counts', async () => {
    const invoices = await translationsInAllLanguages(invoicesTexts);
    expect(() => expectKeysInAllLanguages({ invoices })).not.toThrow();
  });
});
