import { installationDates } from './installation';
import { installationBookingSchema } from './schemas';

describe('installation booking form', () => {
  const valid = {
    housingType: 'apartment',
    floor: '3',
    apartment: '12',
    visitDate: installationDates()[0],
    slot: 'morning',
    contactName: 'Nadia Berrada',
    contactMobile: '06 12 34 56 78',
  };
  const errorsOf = async (values: Record<string, unknown>) => {
    try {
      await installationBookingSchema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries((error as { inner: Array<{ path: string; message: { key: string } }> }).inner.map((issue) => [issue.path, issue.message.key]));
    }
  };

  it('accepts an apartment with its floor and door', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('asks an apartment for its floor and door, not a house', async () => {
    expect(await errorsOf({ ...valid, floor: '', apartment: ' ' })).toEqual({ floor: 'floorRequired', apartment: 'apartmentRequired' });
    expect(await errorsOf({ ...valid, housingType: 'house', floor: '', apartment: '' })).toEqual({});
    expect(installationBookingSchema.cast({ ...valid, housingType: 'house' }, { stripUnknown: true })).not.toHaveProperty('floor');
  });

  it('says what is missing', async () => {
    expect(await errorsOf({})).toEqual({
      housingType: 'housingTypeRequired',
      visitDate: 'visitDateRequired',
      slot: 'slotRequired',
      contactName: 'nameRequired',
      contactMobile: 'mdnRequired',
    });
  });

  it('refuses a Sunday, an unknown slot and a landline as the contact', async () => {
    const monday = installationDates().find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1)!;
    const sunday = new Date(Date.parse(`${monday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await errorsOf({ ...valid, visitDate: sunday, slot: 'night', contactMobile: '0812345678' })).toEqual({
      visitDate: 'visitDateOutside',
      slot: 'slotRequired',
      contactMobile: 'mdnInvalid',
    });
  });
});
