import { MAIN_TERMS } from '@atlas/contracts/selfcare';
import { SiteLink } from '@atlas/ui-kit';
import { FormCheckbox } from './form-field';

export interface TermsCheckboxProps {
  /** The field (checked by termsRule). */
  name?: string;
  /** "I accept the…", in the part's words. */
  text: string;
  /** The link's text: the terms open in a new tab. */
  linkText: string;
}

/** The site's terms (main_cgu) to accept: no account without them. */
export function TermsCheckbox({ name = 'termsAccepted', text, linkText }: TermsCheckboxProps) {
  return (
    <FormCheckbox
      name={name}
      required
      label={
        <>
          {text}{' '}
          <SiteLink to={MAIN_TERMS.page} target="_blank" data-main-terms>
            {linkText}
          </SiteLink>
        </>
      }
    />
  );
}
