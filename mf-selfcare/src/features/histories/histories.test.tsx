import { useState, type ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, fakeApi } from '@atlas/test-kit/fake-api';
import { renderWithPlatform } from '@atlas/test-kit/render-with-platform';
import type { NotificationsResponse, TransactionsListResponse, UsageSummaryResponse } from '@atlas/contracts/histories';
import { PROFILE, selfcareStore } from '../../test/render-selfcare';
import { BalanceUsageChart } from '../../components/balance-usage-chart';
import { ShownLineProvider } from '../../components/shown-line';
import { CallHistoryPage, callHistoryReducer, initialCallHistory } from './call-history-pages';
import { HISTORIES_NS, historiesTexts } from '../../i18n/selfcare-histories';
import { NotificationCenter, useNotifications } from './notification-center';
import { faqLinkFor, savSchema } from './sav-page';
import { TransactionHistoryPage } from './transaction-history-page';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let historiesTranslations: TextsOf<typeof historiesTexts>;
beforeAll(async () => {
  historiesTranslations = await translationsInAllLanguages(historiesTexts);
});

const render = (ui: ReactElement, language: 'fr' | 'ar' = 'fr') =>
  renderWithPlatform(<ShownLineProvider>{ui}</ShownLineProvider>, {
    store: selfcareStore(PROFILE),
    language,
  });

const page = (overrides: Partial<TransactionsListResponse>): TransactionsListResponse => ({
  status: 'all',
  typeSort: 'desc',
  pageSize: 4,
  pageNumber: 1,
  totalElements: 5,
  totalPages: 2,
  isEmpty: false,
  listTransaction: [
    {
      refNumber: 'AT261123ABCDEF0001',
      date: '2026-11-23T10:00:00.000Z',
      kind: 'shop',
      rawKind: 'shop',
      amountCentimes: 429900,
      method: 'cartebancaire',
      status: 'succeeded',
      card: { brand: 'visa', last4: '1111' },
    },
    {
      refNumber: 'AT261122ABCDEF0002',
      date: '2026-11-22T10:00:00.000Z',
      kind: 'other',
      rawKind: 'future-kind',
      amountCentimes: 5000,
      method: 'fatourati',
      status: 'pending',
    },
  ],
  ...overrides,
});

describe('TransactionHistoryPage', () => {
  it('lists each movement with kind, amount, method, status and reference, and pages by 4 with the spec’s state', async () => {
    const network = fakeApi((request) => ({ status: 200, data: page({ pageNumber: JSON.parse(String(request.data)).pageNumber }) }));
    try {
      render(<TransactionHistoryPage language="fr" />);
      const first = await screen.findByText('AT261123ABCDEF0001');
      const item = first.closest('li')!;
      expect(within(item).getByText('Achat en boutique')).toBeInTheDocument();
      expect(within(item).getByText('Réussi')).toBeInTheDocument();
      expect(item).toHaveTextContent(/4\s299\sDh/);
      expect(item).toHaveTextContent('Carte bancaire · VISA •••• 1111');
      // A kind this screen does not know yet reads as a payment.
      expect(within(screen.getByText('AT261122ABCDEF0002').closest('li')!).getByText('Paiement')).toBeInTheDocument();
      expect(JSON.parse(String(network.requests[0]!.data))).toEqual({ status: 'all', typeSort: 'desc', pageSize: 4, pageNumber: 1 });
      expect(network.requests[0]!.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
      fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
      await waitFor(() => expect(JSON.parse(String(network.requests[1]!.data))).toMatchObject({ pageNumber: 2 }));
      fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'failed' } });
      await waitFor(() => expect(JSON.parse(String(network.requests[2]!.data))).toMatchObject({ status: 'failed', pageNumber: 1 }));
      fireEvent.change(screen.getByLabelText('Ordre'), { target: { value: 'asc' } });
      await waitFor(() => expect(JSON.parse(String(network.requests[3]!.data))).toMatchObject({ typeSort: 'asc' }));
    } finally {
      network.restore();
    }
  });

  it('leads from a bank bill still to pay to the one bank-bill page (its code, time left and cancel), and from nothing else', async () => {
    const network = fakeApi(() => ({ status: 200, data: page({}) }));
    try {
      render(<TransactionHistoryPage language="fr" />);
      const pending = (await screen.findByText('AT261122ABCDEF0002')).closest('li')!;
      expect(within(pending).getByRole('link', { name: 'Voir le code de paiement en banque, ou l’annuler' })).toHaveAttribute(
        'href',
        '/espace-client/services/paiement-fatourati',
      );
      expect(within(screen.getByText('AT261123ABCDEF0001').closest('li')!).queryByRole('link')).toBeNull();
    } finally {
      network.restore();
    }
  });

  it('says when the line has no transaction, and when a page past the end is empty', async () => {
    let answer = page({ isEmpty: true, listTransaction: [], totalElements: 0, totalPages: 0 });
    const network = fakeApi(() => ({ status: 200, data: answer }));
    try {
      const { unmount } = render(<TransactionHistoryPage language="fr" />);
      expect(await screen.findByText('Aucune transaction pour cette ligne.')).toBeInTheDocument();
      unmount();
      answer = page({ listTransaction: [], pageNumber: 3 });
      render(<TransactionHistoryPage language="ar" />, 'ar');
      expect(await screen.findByText('لا توجد معاملات أخرى في هذه الصفحة.')).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });
});

describe('call history actions', () => {
  it('getList, changePage, SwitchSort and failed move the state as the spec names them', () => {
    const sorted = callHistoryReducer({ ...initialCallHistory, pageNumber: 3, loading: false }, { type: 'SwitchSort' });
    expect(sorted).toMatchObject({ typeSort: 'asc', pageNumber: 1, loading: true });
    expect(callHistoryReducer(sorted, { type: 'changePage', pageNumber: 2 })).toMatchObject({ pageNumber: 2, loading: true });
    expect(callHistoryReducer(sorted, { type: 'getList', list: [], totalPages: 0, isEmpty: true })).toMatchObject({ isEmpty: true, loading: false });
    expect(callHistoryReducer(sorted, { type: 'failed', code: 'history-otp-required' })).toMatchObject({ error: 'history-otp-required', loading: false });
  });
});

describe('call history (dashboard/HistoryAppels)', () => {
  const usage = (id: string, kind: 'call' | 'sms' | 'data', direction: 'in' | 'out', costCentimes: number, scope: 'national' | 'roaming' = 'national') => ({
    id,
    kind,
    direction,
    scope,
    counterpart: kind === 'data' ? null : '0661000000',
    country: scope === 'roaming' ? 'ES' : null,
    durationSeconds: kind === 'call' ? 95 : 0,
    volumeKb: kind === 'data' ? 2048 : 0,
    costCentimes,
    date: '2026-11-20T10:00:00.000Z',
  });
  const answer = (list: ReturnType<typeof usage>[]) => ({
    typeSort: 'desc',
    pageNumber: 1,
    pageSize: 4,
    totalElements: 30,
    totalPages: 8,
    isEmpty: false,
    list,
  });

  it('filters by type and month, sets the page size, and says what received calls and SMS cost: nothing', async () => {
    sessionStorage.setItem('callHistoryProof', JSON.stringify({ mdn: '0662345602', otpToken: 'proof', until: Date.now() + 600_000 }));
    const network = fakeApi(() => ({
      status: 200,
      data: answer([usage('a', 'sms', 'in', 0), usage('b', 'call', 'in', 0), usage('c', 'call', 'in', 1180, 'roaming'), usage('d', 'call', 'out', 300)]),
    }));
    const bodies = () => network.requests.map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);
    try {
      render(<CallHistoryPage language="fr" />);
      const items = await screen.findAllByRole('listitem');
      expect(items.map((item) => item.querySelector('[data-cost]')!.textContent)).toEqual(['Non facturé', 'Non facturé', '11,8 Dh', '3 Dh']);
      expect(bodies()[0]).toEqual({ otpToken: 'proof', typeSort: 'desc', pageNumber: 1, pageSize: 4 });

      fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sms' } });
      await waitFor(() => expect(bodies().at(-1)).toEqual({ otpToken: 'proof', typeSort: 'desc', pageNumber: 1, pageSize: 4, kind: 'sms' }));
      const month = (screen.getByLabelText('Période') as HTMLSelectElement).options[1]!;
      expect(month.textContent).toMatch(/^[a-zéû]+ 20\d\d$/);
      fireEvent.change(screen.getByLabelText('Période'), { target: { value: month.value } });
      await waitFor(() => expect(bodies().at(-1)).toMatchObject({ kind: 'sms', month: month.value, pageNumber: 1 }));
      fireEvent.change(screen.getByLabelText('Éléments par page'), { target: { value: '25' } });
      await waitFor(() => expect(bodies().at(-1)).toMatchObject({ pageSize: 25, pageNumber: 1 }));
    } finally {
      network.restore();
      sessionStorage.clear();
    }
  });

  it('keeps the first item in view when the page size changes', () => {
    const third = { ...initialCallHistory, pageNumber: 3, pageSize: 4, loading: false };
    // Items 9–12 shown: with 10 a page, item 9 is on page 1; with 4 a page again, page 3.
    expect(callHistoryReducer(third, { type: 'resize', pageSize: 10 })).toMatchObject({ pageNumber: 1, pageSize: 10, loading: true });
    expect(callHistoryReducer({ ...third, pageNumber: 5 }, { type: 'resize', pageSize: 10 })).toMatchObject({ pageNumber: 2 });
    expect(callHistoryReducer(third, { type: 'filter', kind: 'data' })).toMatchObject({ kind: 'data', month: 'all', pageNumber: 1 });
  });
});

describe('NotificationCenter', () => {
  it('says when there is nothing, lists newest first and marks all read', async () => {
    const network = fakeApi(() => ({ status: 200, data: { unread: 0 } }));
    try {
      const onChange = jest.fn();
      const { unmount } = render(<NotificationCenter language="fr" answer={{ unread: 0, list: [] }} onChange={onChange} />);
      expect(screen.getByText('Aucune notification disponible.')).toBeInTheDocument();
      const answer: NotificationsResponse = {
        unread: 1,
        list: [
          {
            id: 'n1',
            kind: 'payment-received',
            mdn: '0662345602',
            title: 'Paiement reçu',
            text: 'Nous avons bien reçu votre paiement.',
            createdAt: '2026-11-23T10:00:00.000Z',
            read: false,
          },
        ],
      };
      unmount();
      render(<NotificationCenter language="fr" answer={answer} onChange={onChange} />);
      expect(screen.getByText('Nous avons bien reçu votre paiement.')).toBeInTheDocument();
      // The list scrolls in its box: the keyboard reaches it, and it is named.
      const scroller = screen.getByRole('list', { name: 'Notifications' });
      expect(scroller).toHaveAttribute('tabindex', '0');
      expect(scroller).toContainElement(screen.getByText('Paiement reçu'));
      fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
      await waitFor(() => expect(onChange).toHaveBeenCalledWith({ unread: 0, list: [expect.objectContaining({ id: 'n1', read: true })] }));
      expect(JSON.parse(String(network.requests[0]!.data))).toEqual({ all: true });
    } finally {
      network.restore();
    }
  });
});

describe('useNotifications', () => {
  it('keeps the list marked read when a list asked before the marking lands after it', async () => {
    const unreadOne: NotificationsResponse = {
      unread: 1,
      list: [
        { id: 'n1', kind: 'payment-received', mdn: '0662345602', title: 'Paiement reçu', text: 'Reçu.', createdAt: '2026-11-23T10:00:00.000Z', read: false },
      ],
    };
    const first = deferred<{ status: number; data: NotificationsResponse }>();
    const late = deferred<{ status: number; data: NotificationsResponse }>();
    const answers = [first.promise, late.promise];
    const network = fakeApi((request) =>
      request.method === 'post' ? { status: 200, data: { unread: 0 } } : (answers.shift() ?? Promise.resolve({ status: 200, data: unreadOne })),
    );
    function Menu() {
      const [open, setOpen] = useState(false);
      const { answer, setAnswer } = useNotifications(open);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ouvrir
          </button>
          <NotificationCenter language="fr" answer={answer} onChange={setAnswer} />
        </>
      );
    }
    try {
      render(<Menu />);
      first.resolve({ status: 200, data: unreadOne });
      const markAll = await screen.findByRole('button', { name: 'Tout marquer comme lu' });
      // The menu opens again: a new list is asked just before the marking is sent.
      fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
      fireEvent.click(markAll);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument());
      await act(async () => {
        late.resolve({ status: 200, data: unreadOne });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(screen.queryByText('(Non lue)', { exact: false })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
    } finally {
      network.restore();
    }
  });
});

describe('after-sales', () => {
  it('validates the topic and the message with the spec’s messages, and matches the FAQ to the page', () => {
    const errors = (values: object) => {
      try {
        savSchema.validateSync(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: Array<{ key: string }> }).errors.map((item) => item.key);
      }
    };
    expect(errors({})).toEqual([`${HISTORIES_NS}:sav.topicRequired`, `${HISTORIES_NS}:sav.messageRequired`]);
    expect(errors({ topic: 'billing', message: 'court' })).toEqual([`${HISTORIES_NS}:sav.messageTooShort`]);
    expect(errors({ topic: 'billing', message: 'x'.repeat(1001) })).toEqual([`${HISTORIES_NS}:sav.messageTooLong`]);
    expect(errors({ topic: 'billing', message: 'Ma facture est fausse.' })).toEqual([]);
    for (const language of ['fr', 'ar', 'en'] as const) expect(historiesTranslations[language].sav.messageTooShort).toContain('{{min}}');
    expect(['/espace-client/mes-factures', '/espace-client/recharges', '/espace-client/roaming', '/espace-client/mon-compte', null].map(faqLinkFor)).toEqual([
      'facture',
      'recharge',
      'roaming',
      'all',
      'all',
    ]);
  });
});

describe('BalanceUsageChart', () => {
  it('draws each month with a text alternative and tells when internet runs out', async () => {
    const summary: UsageSummaryResponse = {
      months: [
        { month: '2026-08', dataGb: 10.5, callMinutes: 120, sms: 30 },
        { month: '2026-09', dataGb: 12, callMinutes: 100, sms: 20 },
        { month: '2026-10', dataGb: 9, callMinutes: 80, sms: 25 },
        { month: '2026-11', dataGb: 6, callMinutes: 50, sms: 10 },
      ],
      forecasts: [
        {
          category: 'internet',
          name: 'Internet national',
          name_ar: 'الإنترنت الوطني',
          name_en: 'National internet',
          unit: 'Go',
          remaining: 9.3,
          perDay: 0.4,
          runsOutOn: '2026-12-16T08:00:00.000Z',
          validUntil: '2026-12-20T00:00:00.000Z',
        },
        {
          category: 'appels',
          name: 'Appels tous réseaux',
          name_ar: 'مكالمات',
          name_en: 'Calls',
          unit: 'min',
          remaining: 150,
          perDay: 2,
          runsOutOn: null,
          validUntil: '2026-12-20T00:00:00.000Z',
        },
      ],
    };
    const network = fakeApi(() => ({ status: 200, data: summary }));
    try {
      render(<BalanceUsageChart language="fr" />);
      const internet = await screen.findByRole('img', { name: 'Internet (Go)' });
      expect(internet.querySelectorAll('rect')).toHaveLength(4);
      expect(internet).toHaveAccessibleDescription(/août 10,5 Go, sept\. 12 Go/);
      expect(screen.getByText('Internet national : épuisé le 16 décembre à ce rythme (0,4 Go par jour).')).toBeInTheDocument();
      expect(screen.getByText('Appels tous réseaux : à ce rythme, il vous en restera jusqu’au renouvellement.')).toBeInTheDocument();
    } finally {
      network.restore();
    }
  });
});

describe('histories translations', () => {
  it('have the same keys in French, Arabic and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
    const french = keys(historiesTranslations.fr).sort();
    expect(keys(historiesTranslations.ar).sort()).toEqual(french);
    expect(keys(historiesTranslations.en).sort()).toEqual(french);
  });
});
