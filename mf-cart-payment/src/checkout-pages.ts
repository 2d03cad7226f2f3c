// The funnels' pages and the payment page, in one chunk: a buyer goes through several of them in a row (composed here, at the routes' level, as they come from two features).
export { NumberStepPage } from './features/checkout/number-step';
export { PortabilityStepPage } from './features/checkout/portability-step';
export { DeviceStepPage } from './features/checkout/device-step';
export { ClientInfoStepPage } from './features/checkout/client-info-step';
export { DeliveryStepPage } from './features/checkout/delivery-step';
export { PaymentPage } from './features/payment/payment-page';
