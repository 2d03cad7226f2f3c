import { expectKeysInAllLanguages } from '@atlas/test-kit';
import { shellTranslations } from './shell-translations';

it('has every shell label in French, Arabic and English', () => {
  expectKeysInAllLanguages({ shell: shellTranslations });
});
