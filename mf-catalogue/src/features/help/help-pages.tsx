/** The help pages, one chunk. */
export { FaqPage } from './faq-page';
export { SearchPage } from './search-page';
