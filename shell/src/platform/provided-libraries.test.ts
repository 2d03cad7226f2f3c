import { providedLibraries, providedLibraryNames } from './provided-libraries';

describe('the libraries the shell provides to the remotes', () => {
  it('provides the form library, loaded only when a page imports it', async () => {
    expect(providedLibraryNames()).toEqual(['@atlas/forms']);
    await expect(providedLibraries['@atlas/forms']()).resolves.toHaveProperty('FormField');
  });
});
