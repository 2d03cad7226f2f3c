import type { Breakpoint } from '@atlas/ui-kit';

/**
 * From this width the header shows the whole mega menu, the language switch and the self-care
 * link; below it they live in the menu drawer. Measured: signed in, the French bar needs about
 * 1 150 px, so below 1 200 px it would push the account button off the screen.
 */
export const FULL_HEADER: Breakpoint = 'lg';
