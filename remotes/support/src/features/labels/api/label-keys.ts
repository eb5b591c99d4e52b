/** Labels are per tenant; platform staff name the tenant (?tenantId=). */
export const labelKeys = {
  all: ['support', 'labels'] as const,
  list: (tenantId: string | null) => [...labelKeys.all, tenantId ?? 'own'] as const,
};

export const tenantQuery = (tenantId: string | null) => (tenantId ? { tenantId } : undefined);
