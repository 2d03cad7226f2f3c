import { act, fireEvent, screen, within } from '@testing-library/react';
import { busEvents, type BalancesResponse } from '@atlas/contracts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { DashboardPage } from './dashboard-page';

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
    const network = fakeApi((request) => ({ status: 200, data: answer(String(request.headers['mdn-segmentation-token'])) }));
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
      expect(network.requests.map((request) => request.headers['mdn-segmentation-token'])).toEqual(['Bearer seg-mobile', 'Bearer seg-fibre']);
      answer = () => mobileBalances;
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
});
