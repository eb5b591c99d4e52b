/**
 * The CRM's records as one vocabulary (issue 31's record pages): tasks, e-mails, notes and the timeline point at a
 * record by its type and id, and a link to a record opens its list page with the record's drawer (`?open=`).
 */
export const CRM_RECORD_TYPES = ['organization', 'contact', 'lead', 'opportunity', 'project'] as const;
export type CrmRecordType = (typeof CRM_RECORD_TYPES)[number];

/** The list page of each record type (spec part 2 section 2.1's CRM group). */
export const CRM_RECORD_LIST_PATHS: Record<CrmRecordType, string> = {
  organization: '/crm/organizations',
  contact: '/crm/contacts',
  lead: '/crm/leads',
  opportunity: '/crm/opportunities',
  project: '/crm/projects',
};

/** The address that opens a record: its list page with the record's drawer open (the kit's `open` URL key). */
export const crmRecordPath = (type: CrmRecordType, id: string): string => `${CRM_RECORD_LIST_PATHS[type]}?open=${encodeURIComponent(id)}`;

/** A reference to a record as tasks, e-mails and notes store it (`related_type`, `related_id`). */
export const crmRecordRefSchema = {
  type: 'object', additionalProperties: false, required: ['relatedType', 'relatedId'],
  properties: {
    relatedType: { type: 'string', enum: CRM_RECORD_TYPES },
    relatedId: { type: 'string', format: 'uuid' },
  },
} as const;

/** The notification types the CRM sends: a task (the spec's Task type) and an @-mention in a note. */
export const CRM_NOTIFICATION_TYPES = { task: 'Task', mention: 'Mention' } as const;
