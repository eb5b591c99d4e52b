import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { CRM_ACTIVITY_ENDPOINTS, type CrmRecordType, type TimelineKind } from '@portal/contracts';

/** The timeline's query key: what a task's or a note's change refreshes (TASKS invalidates 'crm-timeline'). */
export const TIMELINE_QUERY_KEY = 'crm-timeline';

type TimelinePage = Awaited<ReturnType<typeof fetchPage>>;
const fetchPage = (type: CrmRecordType, id: string, kinds: readonly TimelineKind[], before: string | undefined, signal: AbortSignal) =>
  callApi(CRM_ACTIVITY_ENDPOINTS.timeline, { params: { type, id }, query: { ...(before ? { before } : {}), ...(kinds.length ? { kinds: [...kinds] } : {}) }, signal });

/** A record's timeline, newest first, a page at a time ("Show older entries" reads the next). */
export function useTimeline(type: CrmRecordType, id: string, kinds: readonly TimelineKind[]) {
  return useInfiniteQuery({
    queryKey: [TIMELINE_QUERY_KEY, type, id, kinds],
    queryFn: ({ pageParam, signal }) => fetchPage(type, id, kinds, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TimelinePage) => last.nextBefore ?? undefined,
  });
}
