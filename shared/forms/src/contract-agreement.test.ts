/**
 * The forms of this library agree with the request contracts the API validates (TypeBox, in
 * @atlas/contracts): same field names, a valid form makes a request the API accepts, and what the
 * API refuses the form refuses first, with its own message in the customer's language.
 */
import { BusinessEligibilityRequest, InstallationBookingRequest } from '@atlas/contracts/eligibility';
import { ResetPasswordRequest } from '@atlas/contracts/selfcare';
import { Type } from '@sinclair/typebox';
import { formContractDrift, NO_DRIFT } from '@atlas/test-kit/contract-agreement';
import { installationDates } from './installation';
import { businessEligibilitySchema, installationBookingSchema, newPasswordSchema } from './schemas';

const CHECK_ID = '7d0c2a8e-3b1f-4c55-9a2e-1f4b6c8d9e0a';

describe('the forms agree with the API contracts', () => {
  it('installation booking: the form fills InstallationBookingRequest (its address details nested)', () => {
    const addressFields = ['housingType', 'floor', 'apartment', 'accessNotes'];
    const sample = {
      housingType: 'apartment',
      floor: '3',
      apartment: '12',
      accessNotes: 'Résidence Al Andalous, code 1234',
      visitDate: installationDates()[0],
      slot: 'morning',
      contactName: 'Salma Idrissi',
      contactMobile: '0661234501',
    };
    const drift = formContractDrift({
      form: installationBookingSchema,
      contract: InstallationBookingRequest,
      sample,
      formOnly: addressFields,
      contractOnly: ['checkId', 'productId', 'addressDetails'],
      toRequest: (values) => {
        const { housingType, floor, apartment, accessNotes, ...rest } = values;
        return { ...rest, checkId: CHECK_ID, productId: 'fibre-100', addressDetails: { housingType, floor, apartment, accessNotes } };
      },
    });
    expect(drift).toEqual(NO_DRIFT);
    const details = InstallationBookingRequest.properties.addressDetails as unknown as { properties: Record<string, unknown> };
    expect(Object.keys(details.properties).sort()).toEqual([...addressFields].sort());
  });

  it('business eligibility: the form fills BusinessEligibilityRequest', () => {
    const sample = { companyName: 'Tazi Logistique', contactName: 'Karim Tazi', phone: '0700112201', email: 'karim.tazi@tazi-logistique.ma' };
    expect(
      formContractDrift({
        form: businessEligibilitySchema,
        contract: BusinessEligibilityRequest,
        sample,
        contractOnly: ['checkId', 'productId'],
        toRequest: (values) => ({ ...values, checkId: CHECK_ID }),
      }),
    ).toEqual(NO_DRIFT);
  });

  it('new password (recovery): the form fills ResetPasswordRequest’s password', () => {
    const sample = { password: 'Atlas2026', passwordConfirmation: 'Atlas2026' };
    expect(
      formContractDrift({
        form: newPasswordSchema,
        contract: Type.Pick(ResetPasswordRequest, ['password']),
        sample,
        formOnly: ['passwordConfirmation'],
      }),
    ).toEqual(NO_DRIFT);
  });
});
