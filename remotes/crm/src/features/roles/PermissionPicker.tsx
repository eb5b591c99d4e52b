import { Checkbox, Collapse, Flex, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { permissionCatalogue, type RoleType } from '@portal/contracts';
import { R } from '../../i18n/roles-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import type { RoleDraft } from './roles-api';

export interface PermissionPickerProps {
  type: RoleType;
  draft: RoleDraft;
  onChange(next: Pick<RoleDraft, 'permissions' | 'scaRequiredPermissions'>): void;
  /** Built-in or not the caller's: everything shown, nothing changed. */
  readOnly: boolean;
  /** The caller's own permissions: nobody grants what they do not hold. */
  held: ReadonlySet<string>;
  /** What the role held when opened: a permission it already has may stay even if the caller lacks it. */
  before: ReadonlySet<string>;
}

/**
 * The permission catalogue of a role type grouped by area (menu group), each permission with what it opens or
 * allows and its "SCA required" switch (the role's scaRequiredPermissions).
 */
export function PermissionPicker({ type, draft, onChange, readOnly, held, before }: PermissionPickerProps) {
  const { t } = useCrmTranslation();
  const areas = useMemo(() => permissionCatalogue(type), [type]);

  const toggle = (name: string, granted: boolean) => {
    const permissions = new Set(draft.permissions);
    const sca = new Set(draft.scaRequiredPermissions);
    if (granted) permissions.add(name);
    else { permissions.delete(name); sca.delete(name); }
    onChange({ permissions, scaRequiredPermissions: sca });
  };
  const toggleSca = (name: string, required: boolean) => {
    const sca = new Set(draft.scaRequiredPermissions);
    if (required) sca.add(name); else sca.delete(name);
    onChange({ permissions: draft.permissions, scaRequiredPermissions: sca });
  };

  const items = areas.map(({ area, permissions }) => {
    const granted = permissions.filter((p) => draft.permissions.has(p.name)).length;
    return {
      key: area,
      label: <Flex justify="space-between" gap={8}><span>{t(area)}</span><Typography.Text type="secondary">{t(R.selectedOf, { n: granted, total: permissions.length })}</Typography.Text></Flex>,
      children: (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {permissions.map((p) => {
            const isGranted = draft.permissions.has(p.name);
            const grantable = held.has(p.name) || before.has(p.name);
            const descriptionId = `permission-${p.name}-description`;
            const description = p.description ? t(p.description) : t(R.opens, { pages: p.pages.map((page) => t(page)).join(', ') });
            return (
              <li key={p.name} style={{ padding: '6px 0', borderBottom: '1px solid var(--portal-border, #f0f0f0)' }}>
                <Flex justify="space-between" align="flex-start" gap={12} wrap>
                  <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Checkbox
                      checked={isGranted}
                      disabled={readOnly || (!grantable && !isGranted)}
                      onChange={(e) => toggle(p.name, e.target.checked)}
                      aria-describedby={descriptionId}
                    >
                      <Typography.Text code style={{ wordBreak: 'break-all' }}>{p.name}</Typography.Text>
                    </Checkbox>
                    <div id={descriptionId} style={{ marginLeft: 24 }}>
                      <Typography.Text type="secondary">{description}</Typography.Text>
                      {!grantable && !readOnly && <Typography.Text type="secondary" italic>{` ${t(R.notHeld)}`}</Typography.Text>}
                    </div>
                  </div>
                  <Flex align="center" gap={6}>
                    <Switch
                      size="small"
                      checked={isGranted && draft.scaRequiredPermissions.has(p.name)}
                      disabled={readOnly || !isGranted}
                      onChange={(on) => toggleSca(p.name, on)}
                      aria-label={t(R.scaRequiredFor, { permission: p.name })}
                    />
                    <Typography.Text aria-hidden>{t(R.scaRequired)}</Typography.Text>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      ),
    };
  });

  return (
    <section aria-labelledby="role-permissions-title">
      <Typography.Title level={5} id="role-permissions-title">{t(R.permissions)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(R.permissionsIntro)}</Typography.Paragraph>
      <Collapse items={items} size="small" />
    </section>
  );
}
