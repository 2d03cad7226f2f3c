import type * as ErrorTextModule from './error-text';
import type * as TranslationResources from './translation-resources';

/** Issue 34: the bundled error catalogue is not part of a first visit; it is fetched when a text is first asked for. */
function freshModules(): typeof ErrorTextModule & typeof TranslationResources {
  let modules!: typeof ErrorTextModule & typeof TranslationResources;
  jest.isolateModules(() => {
    modules = { ...jest.requireActual<typeof TranslationResources>('./translation-resources'), ...jest.requireActual<typeof ErrorTextModule>('./error-text') };
  });
  return modules;
}

it('answers what it has while the catalogue loads, asks for it, and tells its listeners once it is there', async () => {
  const { errorText, errorMessagesStore, loadTranslations, registeredNamespaces } = freshModules();
  expect(registeredNamespaces()).not.toContain('errors');
  const told = jest.fn();
  errorMessagesStore.subscribe(told);

  expect(errorText('payment-056', 'en')).toBe('generic_exception');
  expect(registeredNamespaces()).toContain('errors');
  await loadTranslations('en', ['errors']);
  await Promise.resolve();
  expect(told).toHaveBeenCalled();
  expect(errorText('payment-056', 'en')).toBe('Your balance is too low. Top up your account and try again.');
});
