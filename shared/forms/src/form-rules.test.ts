import { ValidationError, type AnySchema } from 'yup';
import { choicesRule, internationalPhoneRule, numberRule, numericRule, positiveNumberRule, shareCapitalRule, websiteRule, yearRule } from './rules';
import {
  businessContactSchema,
  homeMigrationSchema,
  portabilityRequestSchema,
  SUPPLIER_STEP_SCHEMAS,
  supplierActivitiesSchema,
  supplierCompanySchema,
  supplierContactSchema,
} from './schemas';
import { object, string } from 'yup';
import type { ValidationMessage } from './validation-message';

/** Every field's first message key, or {} when valid. */
function errorsOf(schema: AnySchema, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const failure of error.inner.length ? error.inner : [error]) errors[failure.path ?? ''] ??= (failure.errors[0] as unknown as ValidationMessage).key;
    return errors;
  }
}

const keyOf = (schema: AnySchema, value: unknown) => errorsOf(schema, value)[''] ?? null;

describe('numbers as people type them', () => {
  it('reads spaces, a decimal comma and thousands commas; refuses letters', () => {
    const rule = numberRule();
    expect(rule.cast('50 000')).toBe(50000);
    expect(rule.cast('12,5')).toBe(12.5);
    expect(rule.cast('1,250,000')).toBe(1250000);
    expect(rule.cast('')).toBeUndefined();
    expect(keyOf(rule, '12abc')).toBe('mustBeNumber');
  });

  it('share capital must exceed 10000 dh', () => {
    const rule = shareCapitalRule({ requiredMessage: 'shareCapitalRequired' });
    expect(keyOf(rule, '')).toBe('shareCapitalRequired');
    expect(keyOf(rule, '10000')).toBe('shareCapitalMin');
    expect(keyOf(rule, '10 000,01')).toBeNull();
  });

  it('bounds digits-only identifiers with too short / too long', () => {
    const rule = numericRule({ requiredMessage: 'taxIdRequired', min: 3, max: 20 });
    expect(keyOf(rule, '')).toBe('taxIdRequired');
    expect(keyOf(rule, '12A45')).toBe('mustBeNumber');
    expect(keyOf(rule, '12')).toBe('tooShort');
    expect(keyOf(rule, '1'.repeat(21))).toBe('tooLong');
    expect(keyOf(rule, '1234 5678')).toBeNull();
  });

  it('counts and years', () => {
    expect(keyOf(positiveNumberRule({ integer: true, min: 1 }), '2.5')).toBe('mustBeWholeNumber');
    expect(keyOf(positiveNumberRule(), '-3')).toBe('mustBePositive');
    const year = yearRule({ now: () => new Date('2026-06-01') });
    expect(keyOf(year, '1899')).toBe('yearInvalid');
    expect(keyOf(year, '2027')).toBe('yearInvalid');
    expect(keyOf(year, '2026')).toBeNull();
    expect(keyOf(year, '')).toBeNull();
  });
});

describe('choices, websites and phones after a dial code', () => {
  it('needs one choice at least', () => {
    expect(keyOf(choicesRule('needsRequired'), [])).toBe('needsRequired');
    expect(keyOf(choicesRule('needsRequired'), undefined)).toBe('needsRequired');
    expect(keyOf(choicesRule('needsRequired'), ['secure-data'])).toBeNull();
  });

  it('accepts a website with or without its scheme', () => {
    for (const site of ['www.exemple.ma', 'https://exemple.ma/fournisseurs', 'http://sous.domaine.co.ma:8080/a?b=c', 'أطلس.المغرب'])
      expect(keyOf(websiteRule(), site)).toBeNull();
    for (const site of ['exemple', 'http://', 'www.exemple .ma', 'ftp://exemple.ma']) expect(keyOf(websiteRule(), site)).toBe('websiteInvalid');
  });

  it('checks a Moroccan number by the spec, another country’s by its length', () => {
    const schema = object({
      dialCode: string(),
      mobile: internationalPhoneRule({ kind: 'mobile' }),
      fax: internationalPhoneRule({ kind: 'fixed', required: false }),
    });
    expect(errorsOf(schema, { dialCode: '212', mobile: '0612345678', fax: '0522123456' })).toEqual({});
    expect(errorsOf(schema, { dialCode: '212', mobile: '0812345678', fax: '0612345678' })).toEqual({ mobile: 'mdnInvalid', fax: 'homeLineNumberInvalid' });
    expect(errorsOf(schema, { dialCode: '33', mobile: '612345678' })).toEqual({});
    expect(errorsOf(schema, { dialCode: '33', mobile: '12' })).toEqual({ mobile: 'phoneInvalid' });
    expect(errorsOf(schema, { dialCode: '33', mobile: '' })).toEqual({ mobile: 'mdnRequired' });
  });
});

const COMPANY = {
  name: 'Tazi Réseaux',
  legalForm: 'sarl',
  location: 'Casablanca',
  shareCapital: '100 000',
  taxId: '1234567',
  tradeRegister: '456789',
  businessLicence: '34567890',
  socialSecurity: '7654321',
};
const ACTIVITIES = { sector: 'network-works', products: 'Déploiement de fibre optique' };
const CONTACT = {
  fullName: 'Karim Tazi',
  job: 'Gérant',
  email: 'karim@tazi.ma',
  dialCode: '212',
  mobile: '0661234567',
  country: 'MA',
  city: 'Casablanca',
  addressLine1: 'Zone industrielle, lot 112',
};

describe('supplier registration', () => {
  it('names each missing required field of step 1 with its own message', () => {
    expect(errorsOf(supplierCompanySchema, {})).toEqual({
      name: 'companyNameRequired',
      legalForm: 'legalFormRequired',
      location: 'locationRequired',
      shareCapital: 'shareCapitalRequired',
      taxId: 'taxIdRequired',
      tradeRegister: 'tradeRegisterRequired',
      businessLicence: 'businessLicenceRequired',
      socialSecurity: 'socialSecurityRequired',
    });
    expect(errorsOf(supplierCompanySchema, COMPANY)).toEqual({});
    expect(errorsOf(supplierCompanySchema, { ...COMPANY, shareCapital: '9 999', headcount: 'beaucoup', turnover: '-1' })).toEqual({
      shareCapital: 'shareCapitalMin',
      headcount: 'mustBeNumber',
      turnover: 'mustBePositive',
    });
  });

  it('asks for a second sector and its products together, and five files at most', () => {
    expect(errorsOf(supplierActivitiesSchema, {})).toEqual({ sector: 'sectorRequired', products: 'productsRequired' });
    expect(errorsOf(supplierActivitiesSchema, { ...ACTIVITIES, sector2: 'energy' })).toEqual({ products2: 'productsRequired' });
    expect(errorsOf(supplierActivitiesSchema, { ...ACTIVITIES, products2: 'Panneaux solaires' })).toEqual({ sector2: 'sectorRequired' });
    expect(
      errorsOf(supplierActivitiesSchema, { ...ACTIVITIES, attachments: Array.from({ length: 6 }, (_, index) => ({ attachmentId: String(index) })) }),
    ).toEqual({ attachments: 'attachmentCount' });
  });

  it('checks the contact step, and each step alone', () => {
    expect(errorsOf(supplierContactSchema, {})).toMatchObject({
      fullName: 'fullNameRequired',
      job: 'jobRequired',
      email: 'emailRequired',
      dialCode: 'dialCodeRequired',
      mobile: 'mdnRequired',
      country: 'countryRequired',
      city: 'cityRequired',
      addressLine1: 'addressRequired',
    });
    expect(errorsOf(supplierContactSchema, { ...CONTACT, website: 'tazi', addressLine2: 'x'.repeat(201) })).toEqual({
      website: 'websiteInvalid',
      addressLine2: 'tooLong',
    });
    expect(errorsOf(SUPPLIER_STEP_SCHEMAS[0], { company: COMPANY })).toEqual({});
    expect(Object.keys(errorsOf(SUPPLIER_STEP_SCHEMAS[2], { company: {} }))).toEqual(expect.arrayContaining(['contact.fullName']));
  });
});

describe('business contact, portability and home migration', () => {
  it('business contact: one need at least and the terms', () => {
    const valid = {
      civility: 'mme',
      firstName: 'Nadia',
      lastName: 'Berrada',
      email: 'nadia@berrada.ma',
      contactNumber: '0612345678',
      companyName: 'Berrada Conseil',
      needs: ['secure-data'],
      terms: true,
    };
    expect(errorsOf(businessContactSchema, valid)).toEqual({});
    expect(errorsOf(businessContactSchema, { ...valid, needs: [], terms: false, feedback: 'x'.repeat(1001), companyName: 'B' })).toEqual({
      needs: 'needsRequired',
      terms: 'termsRequired',
      feedback: 'tooLong',
      companyName: 'tooShort',
    });
  });

  it('portability: the RIO, and what the SIM choice needs', () => {
    const base = {
      mdn: '0612345678',
      currentOperator: 'sahara-mobile',
      rio: 'SM1A2B3C4D5E',
      firstName: 'Amine',
      lastName: 'Alaoui',
      identityType: 'cin',
      identityNumber: 'BK123456',
      terms: true,
    };
    expect(errorsOf(portabilityRequestSchema, { ...base, sim: 'agency' })).toEqual({});
    expect(errorsOf(portabilityRequestSchema, { ...base, rio: '', currentOperator: '', sim: 'home' })).toEqual({
      rio: 'rioRequired',
      currentOperator: 'operatorRequired',
      address: 'addressRequired',
      city: 'cityRequired',
      postalCode: 'postalCodeRequired',
    });
    expect(errorsOf(portabilityRequestSchema, { ...base, sim: 'owned', codeIcc: '1234' })).toEqual({ codeIcc: 'iccInvalid' });
    // Fields of another choice are not sent.
    expect(portabilityRequestSchema.cast({ ...base, sim: 'agency', address: 'x', codeIcc: '1' }, { stripUnknown: true })).not.toHaveProperty('address');
  });

  it('home migration: a home line number (05/08), a mobile, an offer and a time', () => {
    expect(errorsOf(homeMigrationSchema, {})).toEqual({
      homeLineNumber: 'homeLineRequired',
      contactMobile: 'mdnRequired',
      targetOfferId: 'offerRequired',
      contactTime: 'contactTimeRequired',
    });
    expect(
      errorsOf(homeMigrationSchema, { homeLineNumber: '0661234501', contactMobile: '0661234501', targetOfferId: 'fibre-200', contactTime: 'morning' }),
    ).toEqual({ homeLineNumber: 'homeLineNumberInvalid' });
  });
});
