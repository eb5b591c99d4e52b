import { useCallback, useMemo } from 'react';
import { holdsAny, splitPermissionField } from '@portal/contracts';
import { useUserContext } from './user-context-query';

export interface PermissionsResult {
  permissions: ReadonlySet<string>;
  /** True when the user holds at least one; entries may be comma-separated lists; [] needs none. */
  hasAny(needed: string[]): boolean;
  isLoading: boolean;
}

export function usePermissions(): PermissionsResult {
  const { data, isLoading } = useUserContext();
  const permissions = useMemo<ReadonlySet<string>>(() => new Set(data?.user.permissions ?? []), [data]);
  const hasAny = useCallback(
    (needed: string[]) => holdsAny(permissions, needed.flatMap((entry) => splitPermissionField(entry))),
    [permissions],
  );
  return { permissions, hasAny, isLoading };
}
