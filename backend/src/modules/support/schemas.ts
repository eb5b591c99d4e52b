import { PRIORITIES, TICKET_CHANNEL_TYPES, TICKET_STATUSES } from '../../lib/contracts';
import { pagingQuery } from '../../http/schemas';

export const channelQuery = { ticketChannelType: { type: 'string', enum: [...TICKET_CHANNEL_TYPES] } } as const;

const filterProps = {
  ...channelQuery,
  status: { type: 'string', enum: [...TICKET_STATUSES] },
  priority: { type: 'string', enum: [...PRIORITIES] },
  category: { type: 'string', maxLength: 100 },
  labelId: { type: 'string', format: 'uuid' },
  assignee: { type: 'string', format: 'uuid' },
  customerId: { type: 'string', format: 'uuid' },
  tenantId: { type: 'string', format: 'uuid' },
  searchKey: { type: 'string', maxLength: 200 },
} as const;

export const ticketListQuery = { type: 'object', properties: { ...filterProps, ...pagingQuery(100, 10) } } as const;
export const ticketExportQuery = {
  type: 'object',
  properties: { ...filterProps, tenants: { type: 'string', maxLength: 20000 }, format: { type: 'string', enum: ['zip', 'csv'], default: 'csv' } },
} as const;

export interface ListQuery {
  ticketChannelType?: 'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel';
  status?: string; priority?: string; category?: string; labelId?: string; assignee?: string; customerId?: string; tenantId?: string; searchKey?: string;
  pageIndex: number; pageSize: number;
}
export type ExportQuery = Omit<ListQuery, 'pageIndex' | 'pageSize'> & { tenants?: string; format: 'zip' | 'csv' };
