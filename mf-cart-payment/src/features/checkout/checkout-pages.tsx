// The funnels' pages, in one chunk: a buyer goes through several of them in a row.
export { NumberStepPage } from './number-step';
export { PortabilityStepPage } from './portability-step';
export { DeviceStepPage } from './device-step';
export { ClientInfoStepPage } from './client-info-step';
export { DeliveryStepPage } from './delivery-step';
export { PaymentPage } from '../payment/payment-page';
