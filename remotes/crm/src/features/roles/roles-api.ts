import type { RoleType } from '@portal/contracts';

/** One role as the list and editor show it (contracts' roleRowSchema; ADR 0079). */
export interface RoleRow {
  id: string;
  type: RoleType;
  name: string;
  description: string;
  builtIn: boolean;
  tenantId: string | null;
  merchantId: string | null;
  permissions: string[];
  scaRequiredPermissions: string[];
  userCount: number;
  editable: boolean;
}

/** What the editor edits: a role's name, description and permission set. */
export interface RoleDraft {
  name: string;
  description: string;
  permissions: ReadonlySet<string>;
  scaRequiredPermissions: ReadonlySet<string>;
}

export const draftOf = (role: Pick<RoleRow, 'name' | 'description' | 'permissions' | 'scaRequiredPermissions'>): RoleDraft => ({
  name: role.name, description: role.description, permissions: new Set(role.permissions), scaRequiredPermissions: new Set(role.scaRequiredPermissions),
});

export const bodyOf = (draft: RoleDraft) => ({
  name: draft.name.trim(), description: draft.description.trim(),
  permissions: [...draft.permissions].sort(),
  // Only granted permissions can be marked (the server refuses the rest).
  scaRequiredPermissions: [...draft.scaRequiredPermissions].filter((p) => draft.permissions.has(p)).sort(),
});
