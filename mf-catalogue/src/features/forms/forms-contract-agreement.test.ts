/**
 * The public forms agree with the request contracts ms-forms validates (@atlas/contracts/forms):
 * same field names, a valid form makes a request the API accepts, and what the API refuses the
 * form refuses first with its own message.
 */
import { BusinessEventRegistration } from '@atlas/contracts/business-events';
import {
  BusinessContactRequest,
  CallBackRequest,
  FibreCallBackRequest,
  FraudReportRequest,
  HomeMigrationRequest,
  PortabilityRequestForm,
  SupplierActivities,
  SupplierCompany,
  SupplierContact,
} from '@atlas/contracts/forms';
import { SurveyAnswer } from '@atlas/contracts/survey';
import {
  businessContactSchema,
  businessEventSchema,
  callBackSchema,
  fibreCallBackSchema,
  fraudReportSchema,
  homeMigrationSchema,
  portabilityRequestSchema,
  supplierActivitiesSchema,
  supplierCompanySchema,
  supplierContactSchema,
  surveySchema,
} from '@atlas/forms';
import { formContractDrift, NO_DRIFT } from '@atlas/test-kit/contract-agreement';
import { withoutEmpty } from '../../components/form-request';
import { EMPTY_SUPPLIER_VALUES, toSupplierRequest, type SupplierValues } from './supplier/supplier-values';

/** The request a public form sends when the page gives no `toRequest` of its own (PublicForm's). */
const castRequest =
  (form: { cast: (values: unknown, options: { stripUnknown: boolean }) => unknown }) =>
  (values: Record<string, unknown>): Record<string, unknown> =>
    withoutEmpty(form.cast(values, { stripUnknown: true })) as Record<string, unknown>;

/** The supplier registration's request for one step's values (the others as a valid form has them). */
const supplierSamples: SupplierValues = {
  company: {
    name: 'Atlas Conseil',
    legalForm: 'sarl',
    location: 'Casablanca',
    shareCapital: '100000',
    taxId: '12345678',
    tradeRegister: '654321',
    businessLicence: '11223344',
    socialSecurity: '7654321',
    shareholders: 'Salma Idrissi (60 %), Karim Alaoui (40 %)',
    turnover: '2500000',
    headcount: '25',
    creationYear: '2010',
  },
  activities: { sector: 'consulting', products: 'Conseil en systèmes d’information', references: 'Trois opérateurs régionaux.', attachments: [] },
  contact: {
    fullName: 'Salma Idrissi',
    job: 'Directrice',
    email: 'salma@example.ma',
    dialCode: '212',
    mobile: '0612345678',
    landline: '0522123456',
    country: 'MA',
    city: 'Casablanca',
    addressLine1: '12, boulevard Al Massira',
    website: 'www.atlas-conseil.ma',
  },
};
const supplierStep =
  (step: keyof SupplierValues) =>
  (values: Record<string, unknown>): Record<string, unknown> => {
    const request = toSupplierRequest({ ...EMPTY_SUPPLIER_VALUES, ...supplierSamples, [step]: values } as SupplierValues);
    return request[step] as unknown as Record<string, unknown>;
  };

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

  it('supplier registration, company: SupplierCompany (numbers typed as text, cast)', () => {
    expect(
      formContractDrift({ form: supplierCompanySchema, contract: SupplierCompany, sample: supplierSamples.company, toRequest: supplierStep('company') }),
    ).toEqual(NO_DRIFT);
  });

  it('supplier registration, activities: SupplierActivities (the attachments sent by id)', () => {
    expect(
      formContractDrift({
        form: supplierActivitiesSchema,
        contract: SupplierActivities,
        sample: supplierSamples.activities,
        toRequest: supplierStep('activities'),
      }),
    ).toEqual(NO_DRIFT);
  });

  it('supplier registration, contact: SupplierContact', () => {
    expect(
      formContractDrift({ form: supplierContactSchema, contract: SupplierContact, sample: supplierSamples.contact, toRequest: supplierStep('contact') }),
    ).toEqual(NO_DRIFT);
  });

  it('portability request: PortabilityRequestForm (home delivery)', () => {
    const sample = {
      mdn: '0612345678',
      currentOperator: 'sahara-mobile',
      rio: 'AB12CD34',
      firstName: 'Salma',
      lastName: 'Idrissi',
      identityType: 'cin',
      identityNumber: 'BE123456',
      email: 'salma@example.ma',
      sim: 'home',
      address: '12, boulevard Al Massira',
      city: 'Casablanca',
      postalCode: '20330',
      terms: true,
    };
    expect(
      formContractDrift({ form: portabilityRequestSchema, contract: PortabilityRequestForm, sample, toRequest: castRequest(portabilityRequestSchema) }),
    ).toEqual(NO_DRIFT);
  });

  it('home migration: HomeMigrationRequest', () => {
    const sample = { homeLineNumber: '0522123456', contactMobile: '0612345678', targetOfferId: 'fibre-100', contactTime: 'morning' };
    expect(formContractDrift({ form: homeMigrationSchema, contract: HomeMigrationRequest, sample, toRequest: castRequest(homeMigrationSchema) })).toEqual(
      NO_DRIFT,
    );
  });

  it('satisfaction survey: SurveyAnswer (the invitation is the page’s, a low score with its comment)', () => {
    const sample = { satisfaction: '2', recommendation: '4', channel: 'website', comment: 'L’attente en agence était longue.' };
    expect(
      formContractDrift({
        form: surveySchema,
        contract: SurveyAnswer,
        sample,
        contractOnly: ['ref'],
        toRequest: (values) => ({ ref: 'RAP-7K3M9Q', ...(surveySchema.cast(values, { stripUnknown: true }) as Record<string, unknown>) }),
      }),
    ).toEqual(NO_DRIFT);
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
