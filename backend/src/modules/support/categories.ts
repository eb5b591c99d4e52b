/** Ticket categories offered by the Contact Support dialog (GET support/ticket-categories). */
export const TICKET_CATEGORIES = [
  'Technical issue', 'Payments and settlements', 'Refunds and disputes', 'Account and access', 'Onboarding', 'Billing', 'Other',
] as const;
