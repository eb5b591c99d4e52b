import { Flex } from 'antd';
import { useEffect, useId } from 'react';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { KitSelect } from '../inputs/select/KitSelect';
import { rememberedTenant, rememberTenant } from './remembered-tenant';
import { useLookup } from './use-lookup';
import { usePortalScope } from './use-portal-scope';

export interface TenantPickerProps {
  /** The tenant shown; the portal scope's (the URL's) when absent. */
  value?: string | null;
  /** Called with the tenant picked; the portal scope's setTenant when absent. */
  onChange?(tenantId: string): void;
  /** Shown to every user type (default: platform staff only, the others have their own tenant). */
  always?: boolean;
}

/**
 * Platform staff's tenant choice above a tenant-scoped page: a labelled, searchable select (keyboard: type
 * to search, arrows, Enter), as wide as a phone allows. A page that keeps its choice in the URL starts from the tenant
 * picked last in this tab.
 */
export function TenantPicker({ value, onChange, always = false }: TenantPickerProps) {
  const { t } = useKitTranslation();
  const id = useId();
  const scope = usePortalScope();
  const tenants = useLookup('tenants');
  const own = value === undefined && !onChange;
  const known = (tenantId: string) => tenants.options.some((o) => String(o.id) === tenantId);
  // The page's own tenant choice (the URL's): start from the one picked last in this tab, and remember each pick.
  useEffect(() => {
    if (!own || scope.userType !== 'platform') return;
    if (scope.tenantId) rememberTenant(scope.tenantId);
    else {
      const last = rememberedTenant();
      if (last && known(last)) scope.setTenant(last);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` reads the options, listed
  }, [own, scope.userType, scope.tenantId, tenants.options]);
  if (!always && scope.userType !== 'platform') return null;
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      <label htmlFor={id}>{t(KIT_TEXTS.tenant)}</label>
      <KitSelect<string>
        id={id}
        showSearch
        optionFilterProp="label"
        style={{ width: '100%', maxWidth: 320, minWidth: 0, flex: '1 1 200px' }}
        placeholder={t(KIT_TEXTS.pickTenant)}
        loading={tenants.isLoading}
        value={(value === undefined ? scope.tenantId : value) ?? undefined}
        options={tenants.options.map((o) => ({ value: String(o.id), label: o.name }))}
        onChange={(tenantId: string) => (onChange ?? scope.setTenant)(tenantId)}
      />
    </Flex>
  );
}
