import { ApprovalFacts } from './ApprovalFacts';
import { useApprovalRequest } from './approvals-api';

/** A waiting request's facts by id (the drawer's approve dialog); nothing while loading or when it no longer waits. */
export function RequestFacts({ id }: { id: string }) {
  const request = useApprovalRequest(id);
  return request.data ? <ApprovalFacts request={request.data} /> : null;
}
