/**
 * The checkout and tracking forms agree with the request contracts the API validates
 * (@atlas/contracts/shop): same field names, a valid form makes a request the API accepts, and
 * what the API refuses the form refuses first with its own message.
 */
import { AgencyDelivery, ClientInfo, HomeDelivery, OrderTrackingSearch, PortabilityRequest } from '@atlas/contracts/shop';
import { deliverySchema, orderTrackingSchema, personalInfoSchema, portabilitySchema } from '@atlas/forms';
import { formContractDrift, NO_DRIFT } from '@atlas/test-kit/contract-agreement';

describe('the checkout forms agree with the API contracts', () => {
  it('client information: ClientInfo', () => {
    const sample = {
      civility: 'mme',
      firstName: 'Salma',
      lastName: 'Idrissi',
      birthDate: '1990-04-12',
      nationality: 'Marocaine',
      identityType: 'cin',
      identityNumber: 'BE123456',
      address: '12, boulevard Al Massira',
      city: 'Casablanca',
      neighborhood: 'Maârif',
      postalCode: '20330',
      email: 'salma.idrissi@example.ma',
      phoneNumber: '0661000111',
      terms: true,
    };
    expect(formContractDrift({ form: personalInfoSchema, contract: ClientInfo, sample })).toEqual(NO_DRIFT);
  });

  it('home delivery: the home branch of Delivery', () => {
    const sample = { mode: 'home', address: '12, boulevard Al Massira', city: 'Casablanca', postalCode: '20330' };
    expect(
      formContractDrift({
        form: deliverySchema,
        contract: HomeDelivery,
        sample,
        formOnly: ['agencyId'],
        toRequest: ({ agencyId: _agency, ...values }) => values,
      }),
    ).toEqual(NO_DRIFT);
  });

  it('agency delivery: the agency branch of Delivery', () => {
    const sample = { mode: 'agency', agencyId: 'rabat-agdal' };
    expect(
      formContractDrift({
        form: deliverySchema,
        contract: AgencyDelivery,
        sample,
        formOnly: ['address', 'city', 'postalCode'],
        toRequest: ({ mode, agencyId }) => ({ mode, agencyId }),
      }),
    ).toEqual(NO_DRIFT);
  });

  it('portability: PortabilityRequest', () => {
    const sample = { mdn: '0612345678', currentOperator: 'sahara-mobile', rio: 'AB12CD34', codeIcc: '892120000000000001' };
    expect(formContractDrift({ form: portabilitySchema, contract: PortabilityRequest, sample })).toEqual(NO_DRIFT);
  });

  it('order tracking: OrderTrackingSearch (the captcha is its own field)', () => {
    const sample = { orderId: 'AT261124ABCDEFGH23', identityNumber: 'BE123456', phoneNumber: '0661000111' };
    expect(
      formContractDrift({
        form: orderTrackingSchema,
        contract: OrderTrackingSearch,
        sample,
        contractOnly: ['captcha'],
        toRequest: (values) => ({ ...values, captcha: { captchaId: '0b7c2a52-4a8e-4d8e-9f1e-2f4c7e5a9b10', captchaText: 'x7k2p' } }),
      }),
    ).toEqual(NO_DRIFT);
  });
});
