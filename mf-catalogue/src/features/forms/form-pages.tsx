/** The public form pages, one chunk. */
export { ContactPage } from './contact-page';
export { FibreCallBackPage } from './fibre-call-back-page';
export { BusinessContactPage } from './business-contact-page';
export { PortabilityRequestPage } from './portability-request-page';
export { HomeMigrationPage } from './home-migration-page';
export { HomeMigrationSentPage } from './home-migration-sent-page';
