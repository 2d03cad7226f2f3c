/**
 * Platform libraries the shell itself does not draw with but provides to the remotes, so that
 * its share scope holds every shared package a remote needs (a remote never brings its own copy).
 * Listing one here puts it into the shell's Module Federation share scope; bootstrap starts
 * loading it beside the first route's remote (in its own chunk, off the first screen's path), so
 * the page holds the shell's copy and not a remote's.
 */
export const providedLibraries = {
  forms: async () => {
    const { FormField } = await import('@atlas/forms');
    return FormField;
  },
} as const;
