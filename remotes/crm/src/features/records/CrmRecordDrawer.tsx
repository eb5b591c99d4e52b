import { Drawer } from 'antd';
import { PortalTabs } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CRM_EDIT_PERMISSIONS, type CrmRecordType } from '@portal/contracts';
import { AlertBannerProvider } from '@portal/kit';
import { AC, useCrmActivityTranslation } from '../activity/texts';
import { SendEmailAction } from '../emails/SendEmailAction';
import { RecordTasks } from './RecordTasks';
import { Timeline } from './Timeline';
import { useMayEdit, useMayEditRecord } from './use-may-edit';

export interface CrmRecordDrawerProps {
  type: CrmRecordType;
  id: string;
  /** The record's name (the drawer's title). */
  title: string;
  /** The record's own fields and related records (the page's part). */
  details: ReactNode;
  /** Buttons beside the title (Convert...), before Send e-mail. */
  extra?: ReactNode;
  /** The record's tenant (platform staff's e-mail is sent in it). */
  tenantId?: string;
  /** More tabs after Details (contacts of a customer, the checklist of a stage...). */
  tabs?: Array<{ key: string; label: string; children: ReactNode }>;
  /** A changed field's name as the record's form labels it. */
  fieldLabel?(field: string): string;
  onClose(): void;
}

/**
 * A CRM record's page (ADR 0092), opened from its list at `?open=<id>` (a link, a notification): its details and
 * related records, its activity (notes with mentions, changes, tasks, e-mails) and its tasks.
 */
export function CrmRecordDrawer({ type, id, title, details, extra, tenantId, tabs = [], fieldLabel, onClose }: CrmRecordDrawerProps) {
  const { t } = useCrmActivityTranslation();
  // A link may open a given tab (`?open=<id>&tab=boarding`: the boarding queue's review link).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState(asked && tabs.some((x) => x.key === asked) ? asked : 'details');
  const mayEdit = useMayEditRecord(type);
  const mayEditTasks = useMayEdit(CRM_EDIT_PERMISSIONS.tasks);
  return (
    <Drawer open onClose={onClose} title={title} size="large" destroyOnHidden closable={{ 'aria-label': t(AC.close) }}
      extra={<>{extra}<SendEmailAction relatedType={type} relatedId={id} name={title} tenantId={tenantId} /></>}>
      <PortalTabs activeKey={tab} onChange={setTab} items={[
        { key: 'details', label: t(AC.details), children: details },
        ...tabs,
        { key: 'activity', label: t(AC.activity), children: tab === 'activity' ? <Timeline type={type} id={id} fieldLabel={fieldLabel} readOnly={!mayEdit} /> : null },
        // Its own banner: the drawer also opens over pages without one (the board), and a new task is told here.
        { key: 'tasks', label: t(AC.tasks), children: tab === 'tasks' ? <AlertBannerProvider><RecordTasks type={type} id={id} readOnly={!mayEditTasks} /></AlertBannerProvider> : null },
      ]} />
    </Drawer>
  );
}
