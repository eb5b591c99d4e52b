/** The list query's type as the repository reads it; the schemas themselves are SUPPORT_ENDPOINTS' (contracts). */
export interface ListQuery {
  ticketChannelType?: 'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel';
  status?: string; priority?: string; category?: string; labelId?: string; assignee?: string; customerId?: string; tenantId?: string; searchKey?: string;
  pageIndex: number; pageSize: number;
}
export type ExportQuery = Omit<ListQuery, 'pageIndex' | 'pageSize'> & { tenants?: string; format: 'zip' | 'csv' };
