/**
 * The public forms agree with the request contracts ms-forms validates (@atlas/contracts/forms):
 * same field names, a valid form makes a request the API accepts, and what the API refuses the
 * form refuses first with its own message.
 */
import { BusinessEventRegistration } from '@atlas/contracts/business-events';
import { BusinessContactRequest, CallBackRequest, FibreCallBackRequest, FraudReportRequest } from '@atlas/contracts/forms';
import { businessContactSchema, businessEventSchema, callBackSchema, fibreCallBackSchema, fraudReportSchema } from '@atlas/forms';
import { formContractDrift, NO_DRIFT } from '@atlas/test-kit/contract-agreement';

describe('the public forms agree with the API contracts', () => {
  it('call-back: CallBackRequest', () => {
    const sample = {
      segment: 'business',
      name: 'Salma Idrissi',
      phone: '0612345678',
      email: 'salma@example.ma',
      companyName: 'Atlas Conseil',
      employees: '10-49',
      reason: 'billing',
      type: 'immediate',
    };
    expect(formContractDrift({ form: callBackSchema, contract: CallBackRequest, sample })).toEqual(NO_DRIFT);
  });

  it('fibre call-back: FibreCallBackRequest', () => {
    const sample = { firstName: 'Salma', lastName: 'Idrissi', reason: 'adsl-to-fibre', contactNumber: '0612345678', internetLineNumber: '0522123456' };
    expect(formContractDrift({ form: fibreCallBackSchema, contract: FibreCallBackRequest, sample })).toEqual(NO_DRIFT);
  });

  it('fraud report: FraudReportRequest', () => {
    const sample = { city: 'Casablanca', type: 'sim-swap', description: 'Un appel se disant du service client m’a demandé mon code.' };
    expect(formContractDrift({ form: fraudReportSchema, contract: FraudReportRequest, sample })).toEqual(NO_DRIFT);
  });

  it('business contact: BusinessContactRequest', () => {
    const sample = {
      civility: 'mme',
      firstName: 'Salma',
      lastName: 'Idrissi',
      email: 'salma@example.ma',
      contactNumber: '0612345678',
      companyName: 'Atlas Conseil',
      needs: ['secure-data'],
      feedback: 'Très satisfaite.',
      terms: true,
    };
    expect(formContractDrift({ form: businessContactSchema, contract: BusinessContactRequest, sample })).toEqual(NO_DRIFT);
  });

  it('business event: BusinessEventRegistration', () => {
    const sample = {
      eventId: 'rencontre-casablanca',
      fullName: 'Salma Idrissi',
      company: 'Atlas Conseil',
      jobTitle: 'Directrice',
      email: 'salma@example.ma',
      phone: '0612345678',
      attendees: 2,
    };
    expect(formContractDrift({ form: businessEventSchema, contract: BusinessEventRegistration, sample })).toEqual(NO_DRIFT);
  });
});
