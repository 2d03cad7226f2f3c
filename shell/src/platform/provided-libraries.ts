/**
 * Platform libraries the shell itself does not draw with but provides to the remotes, so that
 * its share scope holds every shared package a remote needs (a remote never brings its own copy).
 * Listing one here puts it into the shell's Module Federation share scope; its code loads only
 * when a page asks for it (a remote's form), never with the shell's first screen.
 */
export const providedLibraries = {
  forms: async () => {
    const { FormField } = await import('@atlas/forms');
    return FormField;
  },
} as const;
