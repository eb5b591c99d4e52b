import { TicketParty } from '@portal/contracts';
import type { Principal } from '../users/repository';

export type Party = 0 | 1 | 2;
export const CUSTOMER: Party = TicketParty.Customer as Party;
export const TENANT: Party = TicketParty.Tenant as Party;
export const PLATFORM: Party = TicketParty.Platform as Party;

/** The party a signed-in user acts as on tickets: merchant users are the Customer. */
export function partyOf(principal: Principal): Party {
  if (principal.user.userType === 'platform') return PLATFORM;
  if (principal.user.userType === 'crm') return TENANT;
  return CUSTOMER;
}

/** Comment kind written by a party: internal comments are read only by that party. */
export function commentType(party: Party, internal: boolean): string {
  const who = party === CUSTOMER ? 'Customer' : party === TENANT ? 'Tenant' : 'Platform';
  return `${who}${internal ? 'Internal' : ''}CommentItem`;
}

/** The parties of a ticket by channel (who can ever see its public feed). */
export const partiesOfChannel = (channel: string): Party[] =>
  channel === 'CustomerToTenantTicketChannel' ? [CUSTOMER, TENANT] : [TENANT, PLATFORM];
