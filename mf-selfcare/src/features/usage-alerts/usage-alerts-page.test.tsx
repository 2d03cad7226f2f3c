import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UsageAlertsResponse } from '@atlas/contracts/usage-alerts';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { PROFILE, renderSelfcare, selfcareStore } from '../../test/render-selfcare';
import { UsageAlertsPage } from './usage-alerts-page';

// A form with several groups: rendering and ticking take seconds on a loaded machine.
jest.setTimeout(20_000);

const answer: UsageAlertsResponse = {
  mdn: '0662345602',
  alerts: { internet: [80], calls: [], sms: [] },
  channels: { sms: true, email: true },
  email: 'youssef.benali@example.ma',
  smsTo: '0662345602',
  counters: [
    {
      counter: 'internet',
      name: 'Internet national',
      name_ar: 'الإنترنت الوطني',
      name_en: 'National internet',
      percentUsed: 52,
      validUntil: '2026-12-20T10:00:00.000Z',
    },
    { counter: 'calls', name: 'Appels vers l’international', name_ar: 'المكالمات الدولية', name_en: 'International calls', percentUsed: 10, validUntil: null },
  ],
};

describe('usage alerts (mon-compte/alertes-consommation)', () => {
  it('shows the line’s counters with their thresholds, and saves the whole set with where to send it', async () => {
    // The server as it is: once saved, the read answers the saved set.
    let stored = answer;
    const network = fakeApi((request) => {
      if (request.method === 'put') stored = { ...answer, ...(JSON.parse(String(request.data)) as Partial<UsageAlertsResponse>) };
      return { status: 200, data: stored };
    });
    renderSelfcare(<UsageAlertsPage language="fr" />, { store: selfcareStore(PROFILE) });

    const internet = within((await screen.findByRole('group', { name: 'Internet' })).closest('section')!);
    expect(internet.getByText('Internet national : 52 % utilisés. Renouvellement le 20 décembre.')).toBeInTheDocument();
    expect(internet.getByRole('checkbox', { name: 'À 80 %' })).toBeChecked();
    // SMS: unlimited on this line, so no alert offered, and said so.
    expect(screen.queryByRole('group', { name: 'SMS' })).toBeNull();
    expect(screen.getByText(/Pas d’alerte pour : SMS/)).toBeInTheDocument();

    fireEvent.click(internet.getByRole('checkbox', { name: 'Épuisé (100 %)' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Appels' })).getByRole('checkbox', { name: 'À 90 %' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Par e-mail à youssef.benali@example.ma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes alertes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Vos alertes sont enregistrées.');
    // The read refreshed after the save puts the saved set back in the form: still told as saved.
    await waitFor(() => expect(network.requests.filter((request) => request.method === 'get')).toHaveLength(2));
    await waitFor(() => expect(internet.getByRole('checkbox', { name: 'Épuisé (100 %)' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Vos alertes sont enregistrées.');
    // A change after the save is not "saved" any more.
    fireEvent.click(internet.getByRole('checkbox', { name: 'À 80 %' }));
    expect(screen.queryByRole('status')).toBeNull();
    const put = network.requests.find((request) => request.method === 'put')!;
    expect(put.url).toBe('/api/ms-consumption/v1/usage-alerts');
    expect(put.headers['mdn-segmentation-token']).toBe('Bearer seg-mobile');
    expect(JSON.parse(String(put.data))).toEqual({ alerts: { internet: [80, 100], calls: [90], sms: [] }, channels: { sms: true, email: false } });
  });

  it('speaks Arabic and English, with the counters’ own names', async () => {
    fakeApi(() => ({ status: 200, data: answer }));
    const { unmount } = renderSelfcare(<UsageAlertsPage language="ar" />, { store: selfcareStore(PROFILE), language: 'ar' });
    expect(await screen.findByText(/الإنترنت الوطني: استُعمل 52%/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'الإنترنت' })).getByRole('checkbox', { name: 'عند 80%' })).toBeChecked();
    unmount();
    renderSelfcare(<UsageAlertsPage language="en" />, { store: selfcareStore(PROFILE), language: 'en' });
    expect(await screen.findByText('National internet: 52% used. Renews on 20 December.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^By SMS to \W*06\s62\s34\s56\s02\W*$/ })).toBeChecked());
  });
});
