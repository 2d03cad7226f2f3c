// Where the gateway and the funnels land: results, the pending bank-bill reference, the post-purchase page.
export { PaymentResultPage } from './payment-result-page';
export { RegisteredPage } from './registered-page';
export { SuccessPage } from './success-page';
