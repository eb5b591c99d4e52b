import { ActivationsSection } from './ActivationsSection';

/**
 * /merchant/payments/approvals (ADR 0113): a merchant's users see their merchant's antifraud rule and smart routing
 * activations waiting for a second user, and decide the others' (their own payments wait in Pending payments, ADR 0071).
 * The section's heading is the page's title.
 */
export function MerchantApprovalsPage() {
  return <ActivationsSection headingLevel={1} />;
}
