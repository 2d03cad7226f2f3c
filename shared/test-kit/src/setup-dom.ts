import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { LANGUAGES } from '@atlas/contracts';

// jsdom lacks these; react-router and the api client need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Pages load their chunks lazily, and jest compiles each module on first import: on a busy
// two-core machine a first render takes more than the default second. Waits still fail when
// what they wait for never comes.
configure({ asyncUtilTimeout: 5_000 });

// Translations are files loaded per language (defineTranslations): every namespace the test's
// modules declare is loaded in fr, ar and en before its tests, so a render draws words, never keys.
beforeAll(async () => {
  // The module alone (the same instance the runtime uses), not the whole runtime, for tests that need none of it.
  const { loadTranslations } = await import('@atlas/runtime/i18n/translation-resources');
  // The error catalogue is fetched on demand by pages; tests have it from the start.
  const { errorTexts } = await import('@atlas/runtime/i18n/shared-texts');
  await Promise.all(LANGUAGES.map((language) => Promise.all([loadTranslations(language), errorTexts.load(language)])));
  // An Arabic render is right to left at once, as the shell has the RTL plugin before it draws one.
  const { loadRtlPlugin } = await import('@atlas/ui-kit/theme/rtl-plugin');
  await loadRtlPlugin();
});
