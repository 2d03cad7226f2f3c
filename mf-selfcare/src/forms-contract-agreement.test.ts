/**
 * The self-care forms agree with the request contracts the API validates (@atlas/contracts/selfcare):
 * same field names, a valid form makes a request the API accepts, and what the API refuses the form
 * refuses first with its own message. A difference that is known is listed, so a new one fails.
 */
import { ChangePasswordRequest, CustomerAddressInput, SignUpRequest, UpdateEmailRequest, UpdateInfoRequest } from '@atlas/contracts/selfcare';
import { formContractDrift, NO_DRIFT } from '@atlas/test-kit/contract-agreement';
import { signUpDetailsSchema } from './features/sign-up/sign-up-page';
import { changeEmailSchema, changeInfoSchema, changePasswordSchema } from './features/account/account-forms';
import { addressSchema } from './features/account/addresses-page';
import { selfcareTexts } from './i18n/selfcare';
import { translationsInAllLanguages, type TextsOf } from '@atlas/runtime';

let selfcareTranslations: TextsOf<typeof selfcareTexts>;
beforeAll(async () => {
  selfcareTranslations = await translationsInAllLanguages(selfcareTexts);
});

describe('the self-care forms agree with the API contracts', () => {
  it('personal information: UpdateInfoRequest', () => {
    const sample = { civility: 'mme', firstName: 'Salma', lastName: 'Idrissi', birthDate: '1990-04-12' };
    expect(formContractDrift({ form: changeInfoSchema, contract: UpdateInfoRequest, sample })).toEqual(NO_DRIFT);
  });

  it('email: UpdateEmailRequest', () => {
    const sample = { email: 'salma.idrissi@example.ma', password: 'Atlas2026' };
    expect(formContractDrift({ form: changeEmailSchema, contract: UpdateEmailRequest, sample })).toEqual(NO_DRIFT);
  });

  it('password: ChangePasswordRequest (the confirmation stays in the form)', () => {
    const sample = { currentPassword: 'Atlas2026', newPassword: 'Nouveau2027', passwordConfirmation: 'Nouveau2027' };
    expect(formContractDrift({ form: changePasswordSchema, contract: ChangePasswordRequest, sample, formOnly: ['passwordConfirmation'] })).toEqual(NO_DRIFT);
  });

  it('sign-up details: SignUpRequest (the number and its proof come from the earlier steps)', () => {
    const sample = {
      password: 'Atlas2026',
      passwordConfirmation: 'Atlas2026',
      firstName: 'Salma',
      lastName: 'Idrissi',
      email: 'salma.idrissi@example.ma',
      termsAccepted: true,
    };
    expect(
      formContractDrift({
        form: signUpDetailsSchema,
        contract: SignUpRequest,
        sample,
        formOnly: ['passwordConfirmation'],
        contractOnly: ['kind', 'mdn', 'otpToken'],
        toRequest: ({ passwordConfirmation: _confirmation, ...values }) => ({ ...values, kind: 'mobile', mdn: '0665000111', otpToken: 'proof' }),
      }),
    ).toEqual(NO_DRIFT);
  });

  it('address: CustomerAddressInput', () => {
    const sample = {
      label: 'Maison',
      addressLine: '12, boulevard Al Massira',
      city: 'Casablanca',
      neighborhood: 'Maârif',
      postalCode: '20330',
      isDefault: true,
    };
    expect(formContractDrift({ form: addressSchema, contract: CustomerAddressInput, sample })).toEqual(NO_DRIFT);
  });
});

describe('the length caps the contracts set', () => {
  it('are told with the limit, in the self-care texts', () => {
    const error = (() => {
      try {
        addressSchema.validateSyncAt('addressLine', { addressLine: 'x'.repeat(201) });
      } catch (caught) {
        return (caught as { message: unknown }).message;
      }
      return null;
    })();
    expect(error).toEqual({ key: 'selfcare:fields.tooLong', values: { max: 200 } });
    expect(selfcareTranslations.fr.fields.tooLong).toBe('{{max}} caractères au maximum');
    expect(selfcareTranslations.ar.fields.tooLong).toContain('{{max}}');
    expect(selfcareTranslations.en.fields.tooLong).toBe('At most {{max}} characters');
  });
});
