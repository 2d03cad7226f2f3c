/** The eligibility pages of their own (the test itself lives in the family pages), one chunk. */
export { OfferSelectedPage } from './offer-selected-page';
export { BusinessEligibilityPage } from './business-eligibility-page';
