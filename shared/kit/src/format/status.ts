/**
 * How a status pill looks (spec part 2 section 4); anything the table does not name is neutral. `black` is the
 * pipeline stage chart's tone of an abandoned record (section 4), given explicitly, never from the table.
 */
export type StatusTone = 'positive' | 'negative' | 'pending' | 'hold' | 'neutral' | 'black';

/** The spec's status pill table, exactly as written (spec part 2 section 4 "Status pill classes"). */
export const STATUS_TONES: Readonly<Record<Exclude<StatusTone, 'neutral' | 'black'>, readonly string[]>> = {
  positive: ['Opened', 'Active', 'Created', 'Validated', 'Reserved', 'Approved', 'Captured', 'Accepted', 'Refunded', 'Successful'],
  negative: ['Closed', 'Inactive', 'Failed', 'Declined', 'Locked', 'Conflict', 'Rejected'],
  pending: ['Blocked', 'Pending', 'Closing', 'InvitationSent', 'Reviewed', 'Duplicate', 'WaitingForApproval'],
  hold: ['Not Found'],
};

const TONE_BY_STATUS = new Map<string, StatusTone>(
  (Object.entries(STATUS_TONES) as Array<[StatusTone, readonly string[]]>).flatMap(([tone, names]) => names.map((n) => [n.toLowerCase(), tone] as const)),
);

/** The pill tone of a status (case-insensitive: servers write "captured" and "Captured"). */
export function statusTone(status: string | null | undefined): StatusTone {
  return (status && TONE_BY_STATUS.get(status.trim().toLowerCase())) || 'neutral';
}
