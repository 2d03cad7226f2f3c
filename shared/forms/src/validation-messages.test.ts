import { ValidationError, type AnySchema } from 'yup';
import { createI18n, translationsInAllLanguages, validationTexts, type LanguageBundle } from '@atlas/runtime';
import { missingTranslationKeys } from '@atlas/test-kit';
import { LANGUAGES } from '@atlas/contracts';
import * as rules from './rules';
import * as schemas from './schemas';
import { translateValidationMessage, type ValidationMessage } from './validation-message';

let validation: LanguageBundle;
beforeAll(async () => {
  validation = await translationsInAllLanguages(validationTexts);
});

describe('validation messages', () => {
  it('exist in fr, ar and en', () => {
    expect(missingTranslationKeys(validation)).toEqual([]);
  });

  it('use the spec texts in French', () => {
    const i18n = createI18n('fr');
    const t = i18n.getFixedT('fr', 'validation');
    expect(t('required')).toBe('Champ obligatoire');
    expect(t('tooShort')).toBe('Trop court!');
    expect(t('tooLong')).toBe('Trop long!');
    expect(t('mustBeNumber')).toBe('le champ doit être un nombre');
    expect(t('allFieldsRequired')).toBe('Tous les champs sont obligatoires');
    // The spec's "10000 dh", written with the site's one unit for money and its digit grouping (issue 33 §5).
    expect(t('shareCapitalMin')).toBe('Le capital social doit être supérieur à 10\u202f000 Dh');
  });

  it('interpolate their values in every language', () => {
    const i18n = createI18n('fr');
    for (const language of LANGUAGES) {
      const text = translateValidationMessage(i18n.getFixedT(language) as never, { key: 'passwordTooShort', values: { min: 8 } });
      expect(text).toContain('8');
      expect(text).not.toContain('{{');
    }
  });

  it('cover every key a rule can report', () => {
    // Gather the keys by failing every rule and schema with values that break them.
    const keys = new Set<string>();
    const probes: unknown[] = [
      '',
      'x',
      '1',
      'abc',
      0,
      10000,
      'x@',
      { name: 'a.exe', size: 1 },
      { name: 'a.pdf', size: 99e9 },
      '2999-01-01',
      '2020-01-01',
      '1800-01-01',
      '31/02/1990',
      false,
    ];
    const collect = (schema: AnySchema) => {
      for (const probe of probes) {
        try {
          schema.validateSync(probe, { abortEarly: false });
        } catch (error) {
          if (ValidationError.isError(error)) {
            for (const failure of [error, ...error.inner]) for (const m of failure.errors) keys.add((m as unknown as ValidationMessage).key);
          }
        }
      }
    };
    for (const build of Object.values(rules)) {
      if (typeof build !== 'function') continue;
      const schema = (build as (arg?: unknown) => AnySchema)(build === rules.requiredField ? 'firstName' : undefined);
      collect(schema);
    }
    Object.values(schemas).forEach((schema) => collect(schema as AnySchema));
    keys.delete(undefined as unknown as string);
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) expect(Object.keys(validation.fr)).toContain(key);
  });
});
