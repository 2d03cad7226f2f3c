/** The public form pages, one chunk. */
export { ContactPage } from './contact-page';
export { FibreCallBackPage } from './fibre-call-back-page';
