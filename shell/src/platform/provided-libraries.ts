/**
 * Platform libraries the shell itself does not draw with but provides to the remotes, so that
 * its share scope holds every shared package a remote needs (a remote never brings its own copy).
 * Listing one here puts it into the shell's Module Federation share scope: the first remote that
 * asks for it gets the shell's copy (the singletons journey checks that no remote's copy is
 * fetched).
 *
 * Nothing is fetched ahead: a library's chunks come when a page imports it, through the share
 * scope's loader (issue 34: fetching the form libraries when idle cost every visitor ~40 KB of
 * script on pages without a form).
 */
export const providedLibraries = {
  '@atlas/forms': () => import('@atlas/forms'),
} as const;

/** The names the shell provides (what the share scope must hold for the remotes). */
export const providedLibraryNames = (): string[] => Object.keys(providedLibraries);
