/**
 * After a refused submit, puts the keyboard on the first field that says what is wrong (a radio
 * group marks its fieldset: its first radio takes the focus). Runs after the errors render.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
    target?.focus();
  });
}
