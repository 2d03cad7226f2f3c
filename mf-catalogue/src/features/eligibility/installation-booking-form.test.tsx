import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { formatDay } from '@atlas/ui-kit';
import type { InstallationBooking } from '@atlas/contracts/eligibility';
import { eligibleCheck, FIRST_DAY, SECOND_DAY, slots } from '../../test/eligibility-fixtures';
import { deferred, fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { InstallationBookingForm } from './installation-booking-form';

const CHECK = eligibleCheck();
const BOOKING: InstallationBooking = {
  bookingId: 'b-1',
  reference: 'INS-7K3M9Q',
  checkId: CHECK.checkId,
  productId: 'fibre-200',
  visitDate: FIRST_DAY,
  slot: 'evening',
  createdAt: '2026-11-23T10:00:00.000Z',
};
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
const keyOf = (request: InternalAxiosRequestConfig) => (request.headers as unknown as { get: (name: string) => string }).get('Idempotency-Key');
const bookings = (network: ReturnType<typeof fakeApi>) => network.requests.filter((request) => request.method === 'post');

const renderForm = (language: 'fr' | 'ar' | 'en' = 'fr', onBooked = jest.fn()) => {
  renderWithPlatform(<InstallationBookingForm check={{ ...CHECK, address: CHECK.address! }} productId="fibre-200" onBooked={onBooked} />, { language });
  return onBooked;
};
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('installation booking form', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it.each([
    [
      'fr',
      'Confirmer le rendez-vous',
      [
        'Indiquez l’étage',
        'Indiquez le numéro d’appartement',
        'Choisissez une date de visite',
        'Choisissez un créneau : matin ou soir',
        'Le nom est obligatoire',
        'Le numéro de téléphone est obligatoire',
      ],
    ],
    ['ar', 'تأكيد الموعد', ['حدد الطابق', 'حدد رقم الشقة', 'اختر تاريخ الزيارة', 'اختر فترة: صباحًا أو مساءً', 'الاسم إجباري', 'رقم الهاتف إجباري']],
    [
      'en',
      'Confirm the appointment',
      [
        'Give the floor',
        'Give the apartment number',
        'Choose a visit date',
        'Choose a slot: morning or evening',
        'The name is required',
        'Phone number is required',
      ],
    ],
  ] as const)('says what is missing in %s and books nothing', async (language, submit, messages) => {
    network = fakeApi(() => ({ status: 200, data: slots() }));
    renderForm(language);
    fireEvent.click(await screen.findByRole('button', { name: submit }));
    for (const text of messages) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(bookings(network)).toHaveLength(0);
    // The keyboard lands on the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]));
  });

  it('asks a house for neither floor nor door', async () => {
    network = fakeApi(() => ({ status: 200, data: slots() }));
    renderForm();
    expect(await screen.findByLabelText(/^Étage/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Maison' }));
    expect(screen.queryByLabelText(/^Étage/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^N° d’appartement/)).not.toBeInTheDocument();
  });

  it('offers the working days with the places left, and says a full slot is full', async () => {
    network = fakeApi(() => ({
      status: 200,
      data: slots({
        days: [
          ...slots().days,
          {
            date: '2099-01-01',
            slots: [
              { slot: 'morning', remaining: 0 },
              { slot: 'evening', remaining: 0 },
            ],
          },
        ],
      }),
    }));
    renderForm();
    const date = await screen.findByLabelText(/^Date de la visite/);
    expect(within(date).getByRole('option', { name: formatDay(FIRST_DAY, 'fr') })).toBeEnabled();
    expect(within(date).getByRole('option', { name: `${formatDay('2099-01-01', 'fr')} — complet` })).toBeDisabled();
    fireEvent.change(date, { target: { value: SECOND_DAY } });
    expect(screen.getByRole('radio', { name: 'Matin, de 9 h à 13 h — complet' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Soir, de 15 h à 19 h' })).toBeEnabled();
  });

  it('refuses a slot chosen before moving to a day where it is full', async () => {
    network = fakeApi(() => ({ status: 200, data: slots() }));
    renderForm();
    await screen.findByLabelText(/^Date de la visite/);
    fill(/^Date de la visite/, FIRST_DAY);
    fireEvent.click(screen.getByRole('radio', { name: 'Matin, de 9 h à 13 h' }));
    fill(/^Date de la visite/, SECOND_DAY);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(await screen.findByText('Ce créneau est complet ce jour-là : choisissez l’autre créneau ou un autre jour.')).toBeInTheDocument();
    expect(bookings(network)).toHaveLength(0);
  });

  it('books once for a doubled click, with the details the technician needs', async () => {
    const answer = deferred<{ status: number; data: unknown }>();
    network = fakeApi((request) => (request.method === 'post' ? answer.promise : { status: 200, data: slots() }));
    const onBooked = renderForm();
    await screen.findByLabelText(/^Étage/);
    fill(/^Étage/, '3');
    fill(/^N° d’appartement/, '12');
    fill(/^Informations d’accès/, 'Résidence Al Firdaous');
    fill(/^Date de la visite/, FIRST_DAY);
    fireEvent.click(screen.getByRole('radio', { name: 'Soir, de 15 h à 19 h' }));
    fill(/^Nom et prénom/, ' Nadia Berrada ');
    fill(/^Numéro de mobile/, '06 12 34 56 78');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    fireEvent.click(screen.getByRole('button', { name: /Confirmer le rendez-vous/ }));
    answer.resolve({ status: 201, data: BOOKING });
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(BOOKING));
    expect(bookings(network)).toHaveLength(1);
    expect(bodyOf(bookings(network)[0]!)).toEqual({
      checkId: CHECK.checkId,
      productId: 'fibre-200',
      addressDetails: { housingType: 'apartment', floor: '3', apartment: '12', accessNotes: 'Résidence Al Firdaous' },
      visitDate: FIRST_DAY,
      slot: 'evening',
      contactName: 'Nadia Berrada',
      contactMobile: '0612345678',
    });
  });

  it('says a slot that filled up meanwhile, reads the places again and keeps the key for the retry', async () => {
    let posts = 0;
    let slotReads = 0;
    network = fakeApi((request) => {
      if (request.method === 'post') {
        posts += 1;
        return posts === 1
          ? { status: 409, data: { code: 'eligibility-004', error: 'eligibility-004', message: 'This slot is full' } }
          : { status: 201, data: BOOKING };
      }
      slotReads += 1;
      // After the refusal, the evening of the first day is gone.
      return {
        status: 200,
        data:
          slotReads === 1
            ? slots()
            : slots({
                days: [
                  {
                    date: FIRST_DAY,
                    slots: [
                      { slot: 'morning', remaining: 2 },
                      { slot: 'evening', remaining: 0 },
                    ],
                  },
                ],
              }),
      };
    });
    const onBooked = renderForm('fr');
    fireEvent.click(await screen.findByRole('radio', { name: 'Maison' }));
    fill(/^Date de la visite/, FIRST_DAY);
    fireEvent.click(screen.getByRole('radio', { name: 'Soir, de 15 h à 19 h' }));
    fill(/^Nom et prénom/, 'Omar Chraibi');
    fill(/^Numéro de mobile/, '0664556606');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Soir, de 15 h à 19 h — complet' })).toBeDisabled();
    expect(screen.getByLabelText(/^Nom et prénom/)).toHaveValue('Omar Chraibi');
    fireEvent.click(screen.getByRole('radio', { name: 'Matin, de 9 h à 13 h' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le rendez-vous' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const [first, second] = bookings(network);
    expect(keyOf(first!)).toBe(keyOf(second!));
    expect(bodyOf(second!)).toMatchObject({ slot: 'morning', addressDetails: { housingType: 'house' } });
  });

  it('says when the places cannot be loaded, with a retry', async () => {
    let reads = 0;
    network = fakeApi(() =>
      ++reads === 1 ? { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } } : { status: 200, data: slots() },
    );
    renderForm('en');
    expect(await screen.findByText(/Availability cannot be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Visit date/)).toBeInTheDocument();
  });
});
