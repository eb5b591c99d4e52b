import { fillPlaceholders, OFFER_PLACEHOLDERS } from '@portal/contracts';
import { esc as escapeHtml } from '../../lib/html';

/**
 * The proposal and agreement templates (ADR 0094): rich text with `{{placeholders}}` filled as ADR 0090's e-mail
 * templates are (the same renderer), values escaped since the body is HTML. Built in until the settings pages
 * (/crm/settings/crm/proposal-templates, agreement-templates and their signatures) store a tenant's own.
 */
export type OfferPlaceholderValues = Record<(typeof OFFER_PLACEHOLDERS)[number], string>;

export const DEFAULT_PROPOSAL_TEMPLATE = [
  '<p>Dear {{merchantName}},</p>',
  '<p>Thank you for considering {{tenantName}} for your payments. Below are the prices we propose for {{customerName}}: the boarding fees and, per product, the fees by fee type.</p>',
  '<p>The proposal is valid for 30 days from {{date}}. Once you accept it, we send you the merchant agreement to accept.</p>',
  '{{signature}}',
].join('\n');

export const DEFAULT_AGREEMENT_TEMPLATE = [
  '<p>This merchant agreement is made between {{tenantName}} ("the Provider") and {{merchantName}} ("the Merchant") on {{date}}.</p>',
  '<ol><li>The Provider processes the Merchant\'s payments for the products listed below at the fees listed below.</li>',
  '<li>The boarding fees are charged once, the monthly fees every month from the first processing day.</li>',
  '<li>Either party may end the agreement with 30 days\' written notice.</li></ol>',
  '{{signature}}',
].join('\n');

export const DEFAULT_SIGNATURE = (tenantName: string) => `<p>Kind regards,<br>${escapeHtml(tenantName)}</p>`;

/** The template with its placeholders filled: values escaped, the signature (already rich text) as it is. */
export function renderOfferTemplate(template: string, values: OfferPlaceholderValues): string {
  const escaped: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) escaped[name] = name === 'signature' ? value : escapeHtml(value);
  return fillPlaceholders(template, escaped);
}
