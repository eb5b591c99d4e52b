import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { TRANSACTION_TOOL_ENDPOINTS } from '@portal/contracts';
import type { LookupOption } from '@portal/kit';

/** The tenant's terminals for the terminal filter ("TID · place"); none while loading or when the call fails. */
export function useTerminalOptions(): LookupOption[] {
  const result = useQuery({
    queryKey: ['transactions', 'tools', 'terminals'],
    queryFn: ({ signal }) => callApi(TRANSACTION_TOOL_ENDPOINTS.terminals, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
  return Array.isArray(result.data) ? result.data : [];
}
