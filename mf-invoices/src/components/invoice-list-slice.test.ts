import { initialInvoiceList, invoiceListActions as a, invoiceListSlice, selectionOf, type InvoiceListState } from './invoice-list-slice';
import { invoice } from '../test/render-invoices';

const reduce = (...actions: Array<ReturnType<(typeof a)[keyof typeof a]>>): InvoiceListState => actions.reduce(invoiceListSlice.reducer, initialInvoiceList);
const LIST = [
  invoice('F2608000222', '2026-08', 219.5),
  invoice('F2609000222', '2026-09', 199),
  invoice('F2610000222', '2026-10', 240.55),
  invoice('F2607000222', '2026-07', 199, { status: 'paid' }),
];

describe('the invoice list state (selfcare spec §4)', () => {
  it('goes from loading to loaded or failed', () => {
    expect(initialInvoiceList.status).toBe('loading');
    expect(reduce(a.loaded({ invoices: LIST })).status).toBe('loaded');
    expect(reduce(a.failed('billing-004'))).toMatchObject({ status: 'failed', errorCode: 'billing-004' });
  });

  it('selects one, all (unpaid only), deselects by billNo and clears, with the total to the centime', () => {
    let state = reduce(a.loaded({ invoices: LIST }), a.select('F2608000222'), a.select('F2608000222'), a.select('F2607000222'));
    expect(state.invoicesSelected).toEqual(['F2608000222']);
    state = invoiceListSlice.reducer(state, a.selectAll());
    expect(state.invoicesSelected).toEqual(['F2608000222', 'F2609000222', 'F2610000222']);
    expect(selectionOf(state).total).toBe(659.05);
    state = invoiceListSlice.reducer(state, a.deselect('F2609000222'));
    expect(selectionOf(state)).toMatchObject({ total: 460.05 });
    expect(invoiceListSlice.reducer(state, a.clear()).invoicesSelected).toEqual([]);
  });

  it('reverses the order, empties the list, and keeps across a reload only what is still to pay', () => {
    const reversed = reduce(a.loaded({ invoices: LIST }), a.reverse());
    expect(reversed.invoices.map((item) => item.billNo)).toEqual(['F2607000222', 'F2610000222', 'F2609000222', 'F2608000222']);
    expect(invoiceListSlice.reducer(reversed, a.empty())).toMatchObject({ status: 'loaded', invoices: [], invoicesSelected: [] });
    expect(reduce(a.loaded({ invoices: LIST, keep: ['F2607000222', 'F2610000222', 'F0000000000'] })).invoicesSelected).toEqual(['F2610000222']);
  });
});
