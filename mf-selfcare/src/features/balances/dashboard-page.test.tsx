import { act, fireEvent, screen, within } from '@testing-library/react';
import { busEvents, type BalancesResponse } from '@atlas/contracts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { DashboardPage } from './dashboard-page';

// The home cards load as a chunk of their own: on a loaded machine a test takes seconds.
jest.setTimeout(20_000);

const mobileBalances: BalancesResponse = {
  mdn: '0662345602',
  updatedAt: '2026-11-22T00:00:00.000Z',
  balances: [
    {
      category: 'internet',
      name: 'Internet',
      name_ar: 'الإنترنت',
      name_en: 'Internet',
      subCategories: [
        {
          name: 'Internet national',
          name_ar: 'الإنترنت الوطني',
          name_en: 'National internet',
          value: 23.7,
          total: 50,
          unit: 'Go',
          unlimited: false,
          validUntil: '2026-12-20T00:00:00.000Z',
        },
      ],
    },
  ],
};
const fibreBalances: BalancesResponse = {
  mdn: '0522345603',
  updatedAt: '2026-11-22T00:00:00.000Z',
  balances: [
    {
      category: 'internet',
      name: 'Internet',
      name_ar: 'الإنترنت',
      name_en: 'Internet',
      subCategories: [
        {
          name: 'Internet fixe illimité',
          name_ar: 'إنترنت ثابت غير محدود',
          name_en: 'Unlimited home internet',
          value: 0,
          total: null,
          unit: 'Go',
          unlimited: true,
          validUntil: null,
        },
      ],
    },
  ],
};

describe('dashboard balances', () => {
  it('shows a skeleton, then the selected line’s counters, and follows a line switch', async () => {
    let answer = (token: string) => (token === 'Bearer seg-fibre' ? fibreBalances : mobileBalances);
    const network = fakeApi((request) =>
      request.url?.includes('/balances')
        ? { status: 200, data: answer(String(request.headers['mdn-segmentation-token'])) }
        : { status: 404, data: { code: 'not-found' } },
    );
    const store = selfcareStore(PROFILE);
    try {
      renderSelfcare(<DashboardPage language="fr" />, { store });
      expect(screen.getByTestId('balances-skeleton')).toBeInTheDocument();
      // The links below the balances wait for them, so the cards do not push them down (layout shift).
      expect(screen.queryByRole('navigation', { name: 'Accès rapides' })).not.toBeInTheDocument();
      const meter = await screen.findByRole('meter', { name: 'Internet national' });
      expect(screen.getByRole('navigation', { name: 'Accès rapides' })).toBeInTheDocument();
      expect(meter).toHaveAttribute('aria-valuetext', '23,7 Go sur 50 Go');
      expect(screen.getByText('Valable jusqu’au 20 décembre 2026')).toBeInTheDocument();

      // Another line chosen in the header: the shell stores it, the balances follow.
      act(() => {
        store.dispatch({ type: 'session/lineStored', payload: { mdn: '0522345603', mdnSegmentationToken: 'seg-fibre', tokenType: 'Bearer' } });
        store.dispatch(busEvents.lineSelected({ mdn: '0522345603' }));
      });
      expect(await screen.findByText('Illimité')).toBeInTheDocument();
      expect(network.requests.filter((request) => request.url?.includes('/balances')).map((request) => request.headers['mdn-segmentation-token'])).toEqual([
        'Bearer seg-mobile',
        'Bearer seg-fibre',
      ]);
      answer = () => mobileBalances;
    } finally {
      network.restore();
    }
  });

  it('names each line in the picker by its number and kind, short enough for a phone; the offer stays in the box above', async () => {
    const network = fakeApi((request) =>
      request.url?.includes('/balances') ? { status: 200, data: mobileBalances } : { status: 404, data: { code: 'not-found' } },
    );
    try {
      renderSelfcare(<DashboardPage language="fr" />, { store: selfcareStore(PROFILE) });
      await screen.findByRole('meter', { name: 'Internet national' });
      const picker = screen.getByLabelText('Ligne affichée') as HTMLSelectElement;
      const labels = [...picker.options].map((option) => option.textContent ?? '');
      expect(labels).toHaveLength(PROFILE.lines.length);
      for (const label of labels) {
        expect(label).toMatch(/ · (Mobile|ADSL|Fibre|Box maison|i-dar)$/);
        expect(label).not.toMatch(/Forfait|Dh/);
      }
      expect(screen.getAllByText(/Forfait Illimité 199 Dh/).length).toBeGreaterThan(0);
    } finally {
      network.restore();
    }
  });

  it('shows a retryable error when the balances cannot be read, and an empty state for none', async () => {
    let fail = true;
    const network = fakeApi(() =>
      fail
        ? { status: 503, data: { code: 'service_unavailable', error: 'service_unavailable', message: 'down' } }
        : { status: 200, data: { ...mobileBalances, balances: [] } },
    );
    try {
      renderSelfcare(<DashboardPage language="ar" />, { language: 'ar', store: selfcareStore(PROFILE) });
      const alert = await screen.findByText('أرصدتك غير متوفرة حاليًا');
      fail = false;
      fireEvent.click(within(alert.closest('div')!.parentElement!).getByRole('button'));
      expect(await screen.findByText('لا يوجد رصيد لهذا الخط')).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });

  it('never asks for balances without a selected line', async () => {
    const network = fakeApi(() => ({ status: 200, data: mobileBalances }));
    const store = selfcareStore({ ...PROFILE, lines: [] });
    try {
      renderSelfcare(<DashboardPage language="en" />, { language: 'en', store });
      expect(screen.getByTestId('balances-skeleton')).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.getByTestId('balances-skeleton')).toBeInTheDocument();
      expect(network.requests).toHaveLength(0);
    } finally {
      network.restore();
    }
  });

  it('puts "Recharger" beside a prepaid line’s Dh balance, the line filled in', async () => {
    const prepaid = { ...PROFILE.lines[0]!, mdn: '0661234501', segment: 'prepaid' as const, mdnSegmentationToken: 'seg-prepaid' };
    const network = fakeApi((request) =>
      request.url?.includes('/balances')
        ? {
            status: 200,
            data: {
              mdn: prepaid.mdn,
              updatedAt: '2026-11-22T00:00:00.000Z',
              balances: [
                {
                  category: 'dirhams',
                  name: 'Solde',
                  name_ar: 'الرصيد',
                  name_en: 'Balance',
                  subCategories: [
                    {
                      name: 'Solde principal',
                      name_ar: 'الرصيد الرئيسي',
                      name_en: 'Main balance',
                      value: 48.5,
                      total: null,
                      unit: 'Dh',
                      unlimited: false,
                      validUntil: null,
                    },
                  ],
                },
              ],
            },
          }
        : { status: 200, data: [] },
    );
    try {
      renderSelfcare(<DashboardPage language="fr" />, { store: selfcareStore({ ...PROFILE, lines: [prepaid] }) });
      const card = within((await screen.findByRole('heading', { name: 'Solde' })).closest('section')!);
      expect(card.getAllByText('48,5 Dh').length).toBeGreaterThan(0);
      expect(card.getByRole('link', { name: /^Recharger le \W*06\s61\s23\s45\s01\W*$/ })).toHaveAttribute('href', '/recharges?mdn=0661234501');
      // A prepaid line has no invoice: nothing is due.
      expect(network.requests.some((request) => request.url?.includes('/invoices/'))).toBe(false);
    } finally {
      network.restore();
    }
  });

  it('shows a billed line what it owes, until when, late or not, with "Payer"', async () => {
    const invoice = (billNo: string, amount: number, dueAt: string, status: 'paid' | 'unpaid', overdue = false) => ({
      billNo,
      mdn: '0662345602',
      period: '2026-10',
      issuedAt: '2026-10-01T00:00:00.000Z',
      dueAt,
      amount,
      status,
      overdue,
    });
    const network = fakeApi((request) =>
      request.url?.includes('/balances')
        ? { status: 200, data: mobileBalances }
        : {
            status: 200,
            data: {
              mdn: '0662345602',
              sort: 'asc',
              invoices: [
                invoice('F1', 199, '2026-09-15T00:00:00.000Z', 'paid'),
                invoice('F2', 199, '2026-10-15T00:00:00.000Z', 'unpaid', true),
                invoice('F3', 219.5, '2026-11-15T00:00:00.000Z', 'unpaid'),
              ],
            },
          },
    );
    try {
      renderSelfcare(<DashboardPage language="fr" />, { store: selfcareStore(PROFILE) });
      const due = within((await screen.findByRole('heading', { name: 'À payer' })).closest('section')!);
      expect(due.getByText('418,5 Dh')).toBeInTheDocument();
      expect(due.getByText('En retard')).toBeInTheDocument();
      expect(due.getByText('2 factures · à payer depuis le 15 octobre 2026')).toBeInTheDocument();
      expect(due.getByRole('link', { name: 'Payer' })).toHaveAttribute('href', '/espace-client/mes-factures');
      expect(screen.queryByRole('link', { name: /^Recharger/ })).toBeNull();
    } finally {
      network.restore();
    }
  });

  it('says it in Arabic with the dual, and in English', async () => {
    const unpaid = (billNo: string) => ({
      billNo,
      mdn: '0662345602',
      period: '2026-10',
      issuedAt: '2026-10-01T00:00:00.000Z',
      dueAt: '2026-12-15T00:00:00.000Z',
      amount: 100,
      status: 'unpaid',
      overdue: false,
    });
    const network = fakeApi((request) =>
      request.url?.includes('/balances')
        ? { status: 200, data: mobileBalances }
        : { status: 200, data: { mdn: '0662345602', sort: 'asc', invoices: [unpaid('F1'), unpaid('F2')] } },
    );
    try {
      const { unmount } = renderSelfcare(<DashboardPage language="ar" />, { language: 'ar', store: selfcareStore(PROFILE) });
      expect(await screen.findByText('فاتورتان · تُؤدّى قبل 15 دجنبر 2026')).toBeInTheDocument();
      expect(screen.getByText('200 درهم')).toBeInTheDocument();
      unmount();
      renderSelfcare(<DashboardPage language="en" />, { language: 'en', store: selfcareStore(PROFILE) });
      expect(await screen.findByText('2 invoices · due by 15 December 2026')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/en/espace-client/mes-factures');
    } finally {
      network.restore();
    }
  });

  it('offers the favourites as one-tap repeats of their last recharge, named in the page’s language', async () => {
    const prepaid = { ...PROFILE.lines[0]!, mdn: '0661234501', segment: 'prepaid' as const, mdnSegmentationToken: 'seg-prepaid' };
    const product = (id: string, fr: string, ar: string, en: string, price: number) => ({
      productType: 'recharge',
      productId: id,
      name: { fr, ar, en },
      price,
    });
    const favorites = [
      {
        mdn: '0667000333',
        count: 3,
        ownLine: false,
        lastRechargeAt: '2026-11-20T10:00:00.000Z',
        lastProduct: product('recharge-50', 'Recharge 50 Dh', 'تعبئة 50 درهم', '50 Dh top-up', 50),
      },
      {
        mdn: '0661234501',
        count: 1,
        ownLine: true,
        lastRechargeAt: '2026-11-02T10:00:00.000Z',
        lastProduct: product('recharge-20', 'Recharge 20 Dh', 'تعبئة 20 درهم', '20 Dh top-up', 20),
      },
      // A line never recharged: nothing to repeat.
      { mdn: '0661234599', count: 0, ownLine: true, lastRechargeAt: null, lastProduct: null },
    ];
    const network = fakeApi((request) =>
      request.url?.includes('/favorite/') ? { status: 200, data: favorites } : { status: 200, data: { ...mobileBalances, mdn: prepaid.mdn } },
    );
    try {
      const { unmount } = renderSelfcare(<DashboardPage language="fr" />, { store: selfcareStore({ ...PROFILE, lines: [prepaid] }) });
      const repeats = within((await screen.findByRole('heading', { name: 'Recharger à nouveau' })).closest('section')!).getAllByRole('link');
      expect(repeats.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Recharge 50 Dh · 50 Dh06 67 00 03 33 : recharger à nouveau', '/recharges?mdn=0667000333&type=recharge&repeat=recharge-50'],
        ['Recharge 20 Dh · 20 Dh06 61 23 45 01 : recharger à nouveau', '/recharges?mdn=0661234501&type=recharge&repeat=recharge-20'],
      ]);
      expect(network.requests.find((request) => request.url?.includes('/favorite/'))!.url).toBe('/api/v1/ms-payment/recharge/favorite/0661234501');
      unmount();
      renderSelfcare(<DashboardPage language="en" />, { language: 'en', store: selfcareStore({ ...PROFILE, lines: [prepaid] }) });
      expect(await screen.findByRole('link', { name: /^50 Dh top-up · 50 Dh/ })).toHaveAttribute(
        'href',
        '/en/recharges?mdn=0667000333&type=recharge&repeat=recharge-50',
      );
    } finally {
      network.restore();
    }
  });
});
