import { CRM_EDIT_PERMISSIONS } from '../permissions';

/**
 * The CRM's records as one vocabulary (issue 31's record pages): tasks, e-mails, notes and the timeline point at a
 * record by its type and id, and a link to a record opens its list page with the record's drawer (`?open=`).
 */
export const CRM_RECORD_TYPES = ['organization', 'contact', 'lead', 'opportunity', 'project'] as const;
export type CrmRecordType = (typeof CRM_RECORD_TYPES)[number];

/** Each record type's write permission (ADR 0093): editing it, its notes, its checklist, converting a lead, a board move. */
export const CRM_RECORD_EDIT_PERMISSIONS: Record<CrmRecordType, string> = {
  organization: CRM_EDIT_PERMISSIONS.organizations,
  contact: CRM_EDIT_PERMISSIONS.contacts,
  lead: CRM_EDIT_PERMISSIONS.leads,
  opportunity: CRM_EDIT_PERMISSIONS.opportunities,
  project: CRM_EDIT_PERMISSIONS.projects,
};

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

/** The refusal of a change to a role that reads the records but may not change them (ADR 0093). */
export const CRM_EDIT_MESSAGES = {
  editNeeded: 'Your role may view these records but not change them: it needs {{permission}}',
} as const;
