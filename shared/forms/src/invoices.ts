import { object } from 'yup';
import { billingAccountRule, mdnRule, paymentCodeRule } from './rules';

/** Invoice payment, private tab: the line's number (10 digits, 05, 06 or 07). */
export const privateInvoiceSearchSchema = object({ mdn: mdnRule() });

/** Invoice payment, business tab: the billing account and the payment code printed on the bill. */
export const businessInvoiceSearchSchema = object({ billingAccount: billingAccountRule(), paymentCode: paymentCodeRule() });
