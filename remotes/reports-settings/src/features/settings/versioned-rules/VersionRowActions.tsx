import { CheckOutlined, PauseCircleOutlined, PlayCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ActionButton } from '@portal/kit';
import type { VersionStatus } from '@portal/contracts';
import type { VersionAction } from './use-version-actions';

/** The buttons' accessible names, translated by the page ("Activate Stolen BIN batch"). */
export interface VersionActionLabels {
  activate: string;
  approve: string;
  deactivate: string;
  versions: string;
}

/**
 * A versioned row's actions (ADR 0113): Activate when `canActivate` says so, Approve while a version waits, Deactivate
 * while one runs or waits, and Versions (the dialog of every version). Edit stays the page's own (its editor).
 */
export function VersionRowActions({ row, labels, canActivate, onAct, onVersions }: {
  row: { status: VersionStatus; activeVersion: number | null };
  labels: VersionActionLabels;
  canActivate: boolean;
  onAct(action: VersionAction): void;
  onVersions(): void;
}) {
  return (
    <>
      {canActivate && <ActionButton label={labels.activate} icon={<PlayCircleOutlined aria-hidden />} onClick={() => onAct('activate')} />}
      {row.status === 'PendingApproval' && <ActionButton label={labels.approve} icon={<CheckOutlined aria-hidden />} onClick={() => onAct('approve')} />}
      {(row.activeVersion !== null || row.status === 'PendingApproval') && (
        <ActionButton label={labels.deactivate} icon={<PauseCircleOutlined aria-hidden />} onClick={() => onAct('deactivate')} />
      )}
      <ActionButton label={labels.versions} icon={<UnorderedListOutlined aria-hidden />} onClick={onVersions} />
    </>
  );
}
