// The one database's schema, for drizzle-kit (migrations), the database's type, the seed and tests:
// each module's tables live beside it (`*.tables.ts`), read and written only by its repositories.
export * from '../modules/ms-config/ms-config.tables';
export * from '../modules/ms-iam/ms-iam.tables';
export * from '../modules/ms-client/ms-client.tables';
export * from '../modules/ms-balance/ms-balance.tables';
export * from '../modules/ms-catalog/ms-catalog.tables';
export * from '../modules/ms-content/ms-content.tables';
export * from '../modules/ms-forms/ms-forms.tables';
export * from '../modules/ms-eligibility/ms-eligibility.tables';
export * from '../modules/ms-payment/ms-payment.tables';
export * from '../modules/ms-service/ms-service.tables';
export * from '../modules/ms-ecom/ms-ecom.tables';
export * from '../modules/payment-gateway/payment-gateway.tables';
export * from '../modules/analytics/analytics.tables';
export * from '../modules/telemetry/telemetry.tables';
export * from '../modules/operations/operations.tables';
export * from '../modules/ms-billing/ms-billing.tables';
export * from '../modules/ms-payment/recharge.tables';
export * from '../modules/ms-consumption/ms-consumption.tables';
export * from '../modules/ms-identification/ms-identification.tables';
export * from '../plugins/mail.tables';
export * from '../plugins/sms.tables';
export * from '../plugins/otp.tables';
export * from '../plugins/captcha.tables';
export * from '../plugins/failure-limits.tables';
