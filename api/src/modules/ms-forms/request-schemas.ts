/** JSON-schema pieces the form routes share. */

/** A required text: not blank, at most `max` characters. */
export const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

/** A string matching one of the shared patterns (`@atlas/forms/patterns`). */
export const pattern = (regex: RegExp) => ({ type: 'string', pattern: regex.source }) as const;
