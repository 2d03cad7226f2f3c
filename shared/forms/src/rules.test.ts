import { object, string, ValidationError, type AnySchema } from 'yup';
import {
  attachmentRule,
  billingAccountRule,
  billNumberRule,
  birthDateRule,
  captchaRule,
  cinRule,
  civilityRule,
  emailRule,
  iccRule,
  identityNumberRule,
  lengthRule,
  lineNumberRule,
  matchesFieldRule,
  mdnRule,
  numberRule,
  numericRule,
  orderIdRule,
  passportRule,
  passwordConfirmationRule,
  passwordLetterDigitRule,
  passwordRule,
  paymentCodeRule,
  postalCodeRule,
  rechargeCartTotalRule,
  REQUIRED_FIELD_MESSAGES,
  requiredField,
  requiredText,
  rioRule,
  scratchCardCodeRule,
  shareCapitalRule,
  termsRule,
  usernameRule,
  otpCodeRule,
} from './rules';
import {
  deliverySchema,
  fraudReportSchema,
  newPasswordSchema,
  numberChoiceSchema,
  orderTrackingSchema,
  personalInfoSchema,
  portabilitySchema,
} from './schemas';
import type { ValidationMessage } from './validation-message';

/** The key a schema reports for a value, or null when valid. */
function keyOf(schema: AnySchema, value: unknown): string | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return (error.errors[0] as unknown as ValidationMessage).key;
  }
}

function messageOf(schema: AnySchema, value: unknown): ValidationMessage | null {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as ValidationError).errors[0] as unknown as ValidationMessage;
  }
}

describe('phone number (mdn)', () => {
  it('accepts 10 digits starting 05, 06 or 07, separators ignored', () => {
    ['0512345678', '0612345678', '0712345678', '06 12 34 56 78', '06-12-34-56-78'].forEach((mdn) => expect(keyOf(mdnRule(), mdn)).toBeNull());
    // Typed as customers do: the international prefixes (+212, 00212, 212) stand for the leading 0.
    ['+212 6 61 23 45 01', '+212661234501', '00212 661 23 45 01', '212661234501'].forEach((mdn) => expect(keyOf(mdnRule(), mdn)).toBeNull());
    expect(mdnRule().cast('+212 6 61 23 45 01')).toBe('0661234501');
  });
  it('refuses other numbers', () => {
    ['0812345678', '061234567', '06123456789', '6123456789', '06123456ab', '+212812345678', '+21261234567'].forEach((mdn) =>
      expect(keyOf(mdnRule(), mdn)).toBe('mdnInvalid'),
    );
  });
  it('is required with its own message, or optional', () => {
    expect(keyOf(mdnRule(), '')).toBe('mdnRequired');
    expect(keyOf(mdnRule(), undefined)).toBe('mdnRequired');
    expect(keyOf(mdnRule({ required: false }), '')).toBeNull();
    expect(keyOf(mdnRule({ required: false }), '0812345678')).toBe('mdnInvalid');
  });
});

describe('line number', () => {
  it('needs 10 digits', () => {
    expect(keyOf(lineNumberRule(), '0537123456')).toBeNull();
    expect(keyOf(lineNumberRule(), '0612345678')).toBeNull();
    expect(keyOf(lineNumberRule(), '053712345')).toBe('lineNumberInvalid');
    expect(keyOf(lineNumberRule(), '')).toBe('required');
  });
  it('needs a fixed number (05 or 08) where a home line is required', () => {
    expect(keyOf(lineNumberRule({ home: true }), '0537123456')).toBeNull();
    expect(keyOf(lineNumberRule({ home: true }), '0808123456')).toBeNull();
    expect(keyOf(lineNumberRule({ home: true }), '0612345678')).toBe('homeLineNumberInvalid');
  });
  it('reads a line number typed with the country code, spaces, dots or dashes as the local one (the shared normaliser)', () => {
    for (const typed of ['+212 5 37 12 34 56', '00212.537.12.34.56', '212-537-123456', '(+212) 537 12 34 56']) {
      expect([typed, keyOf(lineNumberRule({ home: true }), typed)]).toEqual([typed, null]);
      expect([typed, lineNumberRule({ home: true }).cast(typed)]).toEqual([typed, '0537123456']);
      expect([typed, lineNumberRule().cast(typed)]).toEqual([typed, '0537123456']);
    }
    expect(mdnRule().cast('00212.661.23.45.01')).toBe('0661234501');
    expect(mdnRule().cast('212-661-23-45-01')).toBe('0661234501');
    expect(keyOf(lineNumberRule({ home: true }), '+212 6 61 23 45 01')).toBe('homeLineNumberInvalid');
  });
});

describe('formats', () => {
  it('ICC: an Atlas SIM’s, 18 digits starting 89212; another operator’s card is refused', () => {
    expect(keyOf(iccRule(), '892120000000000001')).toBeNull();
    expect(keyOf(iccRule(), '8921 2000 0000 0000 01')).toBeNull();
    expect(keyOf(iccRule(), '89212000000000000')).toBe('iccInvalid');
    expect(keyOf(iccRule(), '8921200000000000012')).toBe('iccInvalid');
    // 18 digits of another operator's issuer (89 33: a French card).
    expect(keyOf(iccRule(), '893301234567890123')).toBe('iccInvalid');
    expect(keyOf(iccRule(), '123456789012345678')).toBe('iccInvalid');
  });
  it('postal code: 5 digits, required with its own message', () => {
    expect(keyOf(postalCodeRule(), '10000')).toBeNull();
    expect(keyOf(postalCodeRule(), '1000')).toBe('postalCodeInvalid');
    expect(keyOf(postalCodeRule(), '10000a')).toBe('postalCodeInvalid');
    expect(keyOf(postalCodeRule(), '')).toBe('postalCodeRequired');
  });
  it('email: the self-care pattern', () => {
    ['a@b.ma', 'first.last@atlas-telecom.ma', 'x-y_z@mail.co.uk', 'user1@sub.domain.com'].forEach((e) => expect(keyOf(emailRule(), e)).toBeNull());
    ['a@b', 'a@b.c', 'a..b@c.ma', '@b.ma', 'a@.ma', 'a b@c.ma', 'a@b.ma.'].forEach((e) => expect(keyOf(emailRule(), e)).toBe('emailInvalid'));
    expect(keyOf(emailRule(), '')).toBe('emailRequired');
  });
  it('email: no catastrophic backtracking', () => {
    const started = Date.now();
    keyOf(emailRule(), `${'a'.repeat(60)}!`);
    keyOf(emailRule(), `a@${'a.'.repeat(60)}`);
    expect(Date.now() - started).toBeLessThan(200);
  });
  it('order tracking id: 18 letters or digits', () => {
    expect(keyOf(orderIdRule(), 'AB12CD34EF56GH78IJ')).toBeNull();
    expect(keyOf(orderIdRule(), 'AB12CD34EF56GH78I')).toBe('orderIdInvalid');
    expect(keyOf(orderIdRule(), 'AB12CD34EF56GH78I-')).toBe('orderIdInvalid');
  });
  it('bill number: 6 to 20 letters or digits', () => {
    expect(keyOf(billNumberRule(), 'F2026000123')).toBeNull();
    expect(keyOf(billNumberRule(), 'F123')).toBe('billNumberInvalid');
    expect(keyOf(billNumberRule(), 'F2026/000123')).toBe('billNumberInvalid');
  });
  it('billing account: 6 to 12 digits', () => {
    expect(keyOf(billingAccountRule(), '1002003004')).toBeNull();
    expect(keyOf(billingAccountRule(), '12345')).toBe('billingAccountInvalid');
    expect(keyOf(billingAccountRule(), '12345A')).toBe('billingAccountInvalid');
  });
  it('payment code: 4 to 8 digits', () => {
    expect(keyOf(paymentCodeRule(), '4821')).toBeNull();
    expect(keyOf(paymentCodeRule(), '482')).toBe('paymentCodeInvalid');
    expect(keyOf(paymentCodeRule(), '123456789')).toBe('paymentCodeInvalid');
  });
  it('scratch-card code: 14 digits, spaces ignored', () => {
    expect(keyOf(scratchCardCodeRule(), '12345678901234')).toBeNull();
    expect(keyOf(scratchCardCodeRule(), '1234 5678 9012 34')).toBeNull();
    expect(keyOf(scratchCardCodeRule(), '1234567890123')).toBe('scratchCardCodeInvalid');
  });
  it('CIN: 1 or 2 letters then digits', () => {
    ['A123456', 'BK12345', 'j123'].forEach((cin) => expect(keyOf(cinRule(), cin)).toBeNull());
    ['123456', 'ABC12345', 'AB', 'AB1234567'].forEach((cin) => expect(keyOf(cinRule(), cin)).toBe('cinInvalid'));
    expect(keyOf(cinRule(), '')).toBe('identityNumberRequired');
  });
  it('passport: 6 to 9 letters or digits', () => {
    expect(keyOf(passportRule(), 'AB1234567')).toBeNull();
    expect(keyOf(passportRule(), 'AB12')).toBe('passportInvalid');
  });
  it('identity number follows the chosen document type', () => {
    const schema = object({ identityType: string(), identityNumber: identityNumberRule() });
    expect(keyOf(schema, { identityType: 'cin', identityNumber: 'BK12345' })).toBeNull();
    expect(keyOf(schema, { identityType: 'cin', identityNumber: 'AB1234567' })).toBe('cinInvalid');
    expect(keyOf(schema, { identityType: 'passport', identityNumber: 'AB1234567' })).toBeNull();
    expect(keyOf(schema, { identityType: 'passport', identityNumber: 'X1' })).toBe('passportInvalid');
    expect(keyOf(schema, { identityType: 'cin', identityNumber: '' })).toBe('identityNumberRequired');
  });
  it('RIO: 6 to 12 letters or digits', () => {
    expect(keyOf(rioRule(), 'RIO12345')).toBeNull();
    expect(keyOf(rioRule(), 'R1')).toBe('rioInvalid');
  });
});

describe('password', () => {
  it('is required and has at least 8 characters', () => {
    expect(keyOf(passwordRule(), '')).toBe('passwordRequired');
    expect(keyOf(passwordRule(), 'abc1234')).toBe('passwordTooShort');
    expect(messageOf(passwordRule(), 'abc1234')).toEqual({ key: 'passwordTooShort', values: { min: 8 } });
    expect(keyOf(passwordRule(), '12345678')).toBeNull();
  });
  it('has a separate letter-then-digit rule', () => {
    expect(keyOf(passwordLetterDigitRule(), 'secret2026')).toBeNull();
    expect(keyOf(passwordLetterDigitRule(), '1secret2026')).toBe('passwordPattern');
    expect(keyOf(passwordLetterDigitRule(), 'secret2026x')).toBe('passwordPattern');
    expect(keyOf(passwordRule({ letterThenDigit: true }), 'secret2026x')).toBe('passwordPattern');
    expect(keyOf(passwordRule({ letterThenDigit: true }), 'éte2026!9')).toBeNull();
  });
  it('confirmation is required and matches', () => {
    expect(keyOf(newPasswordSchema, { password: 'secret2026', passwordConfirmation: '' })).toBe('passwordConfirmationRequired');
    expect(keyOf(newPasswordSchema, { password: 'secret2026', passwordConfirmation: 'secret2027' })).toBe('passwordMismatch');
    expect(keyOf(newPasswordSchema, { password: 'secret2026', passwordConfirmation: 'secret2026' })).toBeNull();
    expect(keyOf(object({ pwd: string(), again: passwordConfirmationRule('pwd') }), { pwd: 'a', again: 'a' })).toBeNull();
  });
});

describe('required fields', () => {
  it.each(Object.entries(REQUIRED_FIELD_MESSAGES).filter(([field]) => field !== 'terms'))('%s has its own message', (field, key) => {
    expect(keyOf(requiredField(field as Exclude<keyof typeof REQUIRED_FIELD_MESSAGES, 'terms'>), '  ')).toBe(key);
    expect(keyOf(requiredField(field as Exclude<keyof typeof REQUIRED_FIELD_MESSAGES, 'terms'>), 'x')).toBeNull();
  });
  it('terms must be accepted', () => {
    expect(keyOf(termsRule(), false)).toBe('termsRequired');
    expect(keyOf(termsRule(), undefined)).toBe('termsRequired');
    expect(keyOf(termsRule(), true)).toBeNull();
  });
  it('civility is one of the honorifics', () => {
    expect(keyOf(civilityRule(), 'mme')).toBeNull();
    expect(keyOf(civilityRule(), '')).toBe('civilityRequired');
    expect(keyOf(civilityRule(), 'dr')).toBe('civilityRequired');
  });
  it('generic required text says "Champ obligatoire"', () => {
    expect(keyOf(requiredText(), '')).toBe('required');
  });
  it('the fraud form says "all fields are mandatory"', () => {
    expect(keyOf(fraudReportSchema, { city: 'Rabat', type: 'sim-swap', description: '' })).toBe('allFieldsRequired');
    expect(keyOf(fraudReportSchema, { city: 'Rabat', type: 'sim-swap', description: 'Appel suspect' })).toBeNull();
  });
});

describe('birth date', () => {
  const now = () => new Date(2026, 10, 15);
  const rule = birthDateRule({ now });
  it('accepts a real past date of an adult, in ISO or local form', () => {
    expect(keyOf(rule, '1990-05-20')).toBeNull();
    expect(keyOf(rule, '20/05/1990')).toBeNull();
    expect(keyOf(rule, new Date(1990, 4, 20))).toBeNull();
    expect(keyOf(rule, '2008-11-15')).toBeNull();
  });
  it('refuses impossible, future, too young and too old dates', () => {
    expect(keyOf(rule, '31/02/1990')).toBe('birthDateInvalid');
    expect(keyOf(rule, 'hier')).toBe('birthDateInvalid');
    expect(keyOf(rule, '2030-01-01')).toBe('birthDateInvalid');
    expect(keyOf(rule, '2008-11-16')).toBe('birthDateTooYoung');
    expect(messageOf(rule, '2015-01-01')).toEqual({ key: 'birthDateTooYoung', values: { min: 18 } });
    expect(keyOf(rule, '1890-01-01')).toBe('birthDateTooOld');
    expect(keyOf(rule, '')).toBe('birthDateRequired');
  });
});

describe('numbers and lengths', () => {
  it('numeric text: digits only', () => {
    expect(keyOf(numericRule(), '12')).toBeNull();
    expect(keyOf(numericRule(), '12a')).toBe('mustBeNumber');
  });
  it('numbers: "le champ doit être un nombre"', () => {
    expect(keyOf(numberRule(), 'abc')).toBe('mustBeNumber');
    expect(keyOf(numberRule(), '42')).toBeNull();
  });
  it('too short and too long', () => {
    const rule = lengthRule({ min: 2, max: 5 });
    expect(keyOf(rule, 'a')).toBe('tooShort');
    expect(keyOf(rule, 'abcdef')).toBe('tooLong');
    expect(keyOf(rule, 'abc')).toBeNull();
  });
  it('share capital above 10000 dh', () => {
    expect(keyOf(shareCapitalRule(), 10000)).toBe('shareCapitalMin');
    expect(keyOf(shareCapitalRule(), '10001')).toBeNull();
    expect(keyOf(shareCapitalRule(), 'beaucoup')).toBe('mustBeNumber');
    expect(keyOf(shareCapitalRule(), '')).toBe('required');
  });
  it('recharge cart above 5 Dh', () => {
    expect(keyOf(rechargeCartTotalRule(), 5)).toBe('rechargeCartMin');
    expect(keyOf(rechargeCartTotalRule(), 10)).toBeNull();
  });
});

describe('matching fields and captcha', () => {
  it('confirmation numbers must match', () => {
    const schema = object({ mdn: mdnRule(), mdnConfirmation: matchesFieldRule('mdn') });
    expect(keyOf(schema, { mdn: '0612345678', mdnConfirmation: '06 12 34 56 78' })).toBeNull();
    expect(keyOf(schema, { mdn: '0612345678', mdnConfirmation: '0612345679' })).toBe('numbersMismatch');
    expect(keyOf(schema, { mdn: '0612345678', mdnConfirmation: '' })).toBe('required');
  });
  it('captcha text is required and matches when known', () => {
    expect(keyOf(captchaRule(), '')).toBe('captchaRequired');
    expect(keyOf(captchaRule(), 'anything')).toBeNull();
    expect(
      keyOf(
        captchaRule(() => 'X7kQ2'),
        'x7kq2',
      ),
    ).toBeNull();
    expect(
      keyOf(
        captchaRule(() => 'X7kQ2'),
        'X7kQ3',
      ),
    ).toBe('captchaMismatch');
  });
});

describe('attachments', () => {
  const file = (name: string, size = 1000) => ({ name, size });
  it('accepts pdf, doc, docx, dt and txt up to 15 MB', () => {
    ['a.pdf', 'b.DOC', 'c.docx', 'd.dt', 'e.txt'].forEach((name) => expect(keyOf(attachmentRule(), file(name))).toBeNull());
    expect(keyOf(attachmentRule(), [file('a.pdf'), file('b.txt')])).toBeNull();
    expect(keyOf(attachmentRule(), file('a.pdf', 15 * 1024 * 1024))).toBeNull();
    expect(keyOf(attachmentRule(), null)).toBeNull();
  });
  it('refuses other types, bigger files and a missing required file', () => {
    expect(keyOf(attachmentRule(), file('photo.jpg'))).toBe('attachmentType');
    expect(keyOf(attachmentRule(), [file('a.pdf'), file('b.exe')])).toBe('attachmentType');
    expect(keyOf(attachmentRule(), file('a.pdf', 15 * 1024 * 1024 + 1))).toBe('attachmentSize');
    expect(messageOf(attachmentRule(), file('a.pdf', 20 * 1024 * 1024))).toEqual({ key: 'attachmentSize', values: { max: 15 } });
    expect(keyOf(attachmentRule({ required: true }), [])).toBe('required');
  });
});

describe('order tracking form', () => {
  it('checks order id, CIN and phone', () => {
    expect(keyOf(orderTrackingSchema, { orderId: 'AB12CD34EF56GH78IJ', identityNumber: 'BK12345', phoneNumber: '0612345678' })).toBeNull();
    expect(keyOf(orderTrackingSchema, { orderId: 'short', identityNumber: 'BK12345', phoneNumber: '0612345678' })).toBe('orderIdInvalid');
  });
});

describe('purchase forms', () => {
  const client = {
    civility: 'mme',
    firstName: 'Salma',
    lastName: 'Idrissi',
    birthDate: '1990-05-14',
    nationality: 'MA',
    identityType: 'cin',
    identityNumber: 'BK123456',
    address: '12 rue des Orangers',
    city: 'Rabat',
    postalCode: '10000',
    email: 'salma@example.ma',
    phoneNumber: '0612345678',
    terms: true,
  };

  it('takes the common personal fields, the neighbourhood being optional', () => {
    expect(keyOf(personalInfoSchema, client)).toBeNull();
    expect(keyOf(personalInfoSchema, { ...client, neighborhood: 'Agdal' })).toBeNull();
    expect(keyOf(personalInfoSchema, { ...client, neighborhood: 'x'.repeat(81) })).toBe('tooLong');
  });

  it('checks the identity number against the document chosen', () => {
    expect(keyOf(personalInfoSchema, { ...client, identityType: 'passport', identityNumber: 'BK123456' })).toBeNull();
    expect(keyOf(personalInfoSchema, { ...client, identityType: 'passport', identityNumber: 'AB-1' })).toBe('passportInvalid');
    expect(keyOf(personalInfoSchema, { ...client, identityType: 'cin', identityNumber: '123456' })).toBe('cinInvalid');
    expect(keyOf(personalInfoSchema, { ...client, identityType: 'permis' })).toBe('identityTypeRequired');
  });

  it('wants the terms accepted and a real adult birth date', () => {
    expect(keyOf(personalInfoSchema, { ...client, terms: false })).toBe('termsRequired');
    expect(keyOf(personalInfoSchema, { ...client, birthDate: '2015-01-01' })).toBe('birthDateTooYoung');
    expect(keyOf(personalInfoSchema, { ...client, postalCode: '1000' })).toBe('postalCodeInvalid');
  });

  it('checks a portability request: number, operator, RIO and an ICC of 18 digits', () => {
    const request = { mdn: '0612000001', currentOperator: 'sahara-mobile', rio: 'AB12CD34', codeIcc: '892120000000000001' };
    expect(keyOf(portabilitySchema, request)).toBeNull();
    expect(keyOf(portabilitySchema, { ...request, codeIcc: '8921 2000 0000 0000 01' })).toBeNull();
    expect(keyOf(portabilitySchema, { ...request, codeIcc: '89212000000000000' })).toBe('iccInvalid');
    expect(keyOf(portabilitySchema, { ...request, codeIcc: '' })).toBe('iccRequired');
    expect(keyOf(portabilitySchema, { ...request, currentOperator: 'atlas' })).toBe('operatorRequired');
    expect(keyOf(portabilitySchema, { ...request, rio: '' })).toBe('rioRequired');
    expect(keyOf(portabilitySchema, { ...request, rio: 'AB-12' })).toBe('rioInvalid');
  });

  it('checks the number chosen', () => {
    expect(keyOf(numberChoiceSchema, { category: 'gold', mdn: '0661234567' })).toBeNull();
    expect(keyOf(numberChoiceSchema, { category: 'gold', contains: '77', mdn: '0661234577' })).toBeNull();
    expect(keyOf(numberChoiceSchema, { category: 'gold', contains: '7a', mdn: '0661234577' })).toBe('mustBeNumber');
    expect(keyOf(numberChoiceSchema, { category: 'gold' })).toBe('numberRequired');
    expect(keyOf(numberChoiceSchema, { mdn: '0661234567' })).toBe('numberCategoryRequired');
  });

  it('asks an address for home delivery and an agency for a collection', () => {
    expect(keyOf(deliverySchema, { mode: 'home', address: '12 rue des Orangers', city: 'Rabat', postalCode: '10000' })).toBeNull();
    expect(keyOf(deliverySchema, { mode: 'home', address: '12 rue des Orangers', city: 'Rabat' })).toBe('postalCodeRequired');
    expect(keyOf(deliverySchema, { mode: 'agency', agencyId: 'rabat-agdal' })).toBeNull();
    expect(keyOf(deliverySchema, { mode: 'agency' })).toBe('agencyRequired');
    expect(keyOf(deliverySchema, {})).toBe('deliveryModeRequired');
    expect(deliverySchema.cast({ mode: 'agency', agencyId: 'rabat-agdal', address: 'left from home' }, { stripUnknown: true })).toEqual({
      mode: 'agency',
      agencyId: 'rabat-agdal',
    });
  });
});

describe('usernameRule', () => {
  const valid = (value: string) => usernameRule().isValidSync(value);
  it('takes a mobile in any typed form or an email', () => {
    for (const typed of ['0612345678', '+212612345678', '00212 6 12 34 56 78', '212712345678', '612345678', 'salma@example.ma'])
      expect(valid(typed)).toBe(true);
  });
  it('refuses the rest with its message', () => {
    for (const typed of ['0812345678', '06123', 'salma@', '']) expect(valid(typed)).toBe(false);
    const firstError = (value: string) => {
      try {
        usernameRule().validateSync(value);
        return null;
      } catch (error) {
        return (error as ValidationError).errors[0];
      }
    };
    expect(firstError('')).toEqual({ key: 'usernameRequired' });
    expect(firstError('123')).toEqual({ key: 'usernameInvalid' });
  });
});

describe('otpCodeRule', () => {
  it('wants six digits', () => {
    expect(otpCodeRule().isValidSync('123456')).toBe(true);
    expect(otpCodeRule().isValidSync('12345')).toBe(false);
    expect(otpCodeRule().isValidSync('12345a')).toBe(false);
  });
});
