import { Alert, Flex, Modal, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { DATA_PERMISSION_ENDPOINTS as E, MERCHANT_ENDPOINTS } from '@portal/contracts';
import { KitSelect, resourceBannerId, useAlertBanner, useLookup } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { USER_ADMIN_RESOURCES } from '@portal/contracts';
import { D } from '../../i18n/data-access-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { fullName, type AdminUser } from './users-api';

/** One of the three lists: "all", or only the ids chosen. */
interface Choice { all: boolean; ids: string[] }
type Section = 'merchants' | 'paymentMethods' | 'serviceProviders';
const SECTIONS: readonly Section[] = ['merchants', 'paymentMethods', 'serviceProviders'];

const LABELS: Record<Section, { title: string; all: string; pick: string }> = {
  merchants: { title: D.merchants, all: D.allMerchants, pick: D.pickMerchants },
  paymentMethods: { title: D.paymentMethods, all: D.allPaymentMethods, pick: D.pickPaymentMethods },
  serviceProviders: { title: D.serviceProviders, all: D.allServiceProviders, pick: D.pickServiceProviders },
};

/** Each section's read and write (the spec's calls, ADR 0082), as one shape. */
const CALLS: Record<Section, { read(id: string): Promise<Choice>; write(id: string, choice: Choice): Promise<unknown> }> = {
  merchants: {
    read: async (id) => { const a = await callApi(E.merchants, { params: { userId: id } }); return { all: a.allMerchants, ids: a.merchantIds }; },
    write: (id, c) => callApi(E.setMerchants, { params: { userId: id }, body: { allMerchants: c.all, merchantIds: c.all ? [] : c.ids }, silent: true }),
  },
  paymentMethods: {
    read: async (id) => { const a = await callApi(E.paymentMethods, { params: { id } }); return { all: a.allPaymentMethods, ids: a.paymentMethods }; },
    write: (id, c) => callApi(E.setPaymentMethods, { params: { id }, body: { allPaymentMethods: c.all, paymentMethods: c.all ? [] : c.ids }, silent: true }),
  },
  serviceProviders: {
    read: async (id) => { const a = await callApi(E.serviceProviders, { params: { id } }); return { all: a.allServiceProviders, ids: a.serviceProviderIds }; },
    write: (id, c) => callApi(E.setServiceProviders, { params: { id }, body: { allServiceProviders: c.all, serviceProviderIds: c.all ? [] : c.ids }, silent: true }),
  },
};

const same = (a: Choice, b: Choice) => a.all === b.all && (a.all || (a.ids.length === b.ids.length && a.ids.every((id) => b.ids.includes(id))));

export interface DataAccessDialogProps {
  /** The CRM user whose data access is edited; closed without one. */
  user: AdminUser | null;
  onDone(): void;
}

/**
 * A CRM user's data permissions (spec part 2 section 6, ADR 0082): all or only some merchants, payment methods and
 * service providers. Only the sections changed are saved; a refusal is shown in the dialog with the choices kept.
 */
export function DataAccessDialog({ user, onDone }: DataAccessDialogProps) {
  const { t } = useCrmTranslation();
  const focus = useDialogFocus(user !== null);
  const banner = useAlertBanner();
  const idPrefix = useId();
  const loaded = useQueries({
    queries: SECTIONS.map((section) => ({
      queryKey: ['user-data-permissions', section, user?.id],
      queryFn: () => CALLS[section].read(user!.id),
      enabled: !!user,
      staleTime: 0,
    })),
  });
  const merchants = useQuery({
    queryKey: ['tenant-merchants', user?.tenantId],
    queryFn: () => callApi(MERCHANT_ENDPOINTS.tenantMerchants, { params: { tenantId: user!.tenantId! } }),
    enabled: !!user?.tenantId,
  });
  const methods = useLookup('methods');
  const providers = useLookup('providers');
  const options: Record<Section, Array<{ value: string; label: string }>> = {
    merchants: (merchants.data ?? []).map((m) => ({ value: m.merchantId, label: m.legalBusinessName })),
    paymentMethods: methods.options.map((o) => ({ value: String(o.id), label: o.name })),
    serviceProviders: providers.options.map((o) => ({ value: String(o.id), label: o.name })),
  };

  const [choices, setChoices] = useState<Partial<Record<Section, Choice>>>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ready = loaded.every((q) => q.isSuccess);
  const failed = loaded.some((q) => q.isError);
  const loadedKey = loaded.map((q) => q.dataUpdatedAt).join();
  useEffect(() => {
    if (!ready) return;
    setChoices(Object.fromEntries(SECTIONS.map((s, i) => [s, loaded[i]!.data!])));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `loadedKey` says when an answer changed
  }, [ready, loadedKey]);
  useEffect(() => { setTried(false); setRefusal(null); }, [user?.id]);

  const missing = (section: Section) => { const c = choices[section]; return !!c && !c.all && c.ids.length === 0; };
  const save = async () => {
    if (!user) return;
    setTried(true);
    if (SECTIONS.some(missing)) return;
    setSaving(true);
    setRefusal(null);
    try {
      for (const [i, section] of SECTIONS.entries()) {
        const choice = choices[section]!;
        if (!same(choice, loaded[i]!.data!)) await CALLS[section].write(user.id, choice);
      }
      await Promise.all(loaded.map((q) => q.refetch()));
      banner.show({ id: resourceBannerId(USER_ADMIN_RESOURCES.crm), severity: 'success', message: t(D.saved, { name: fullName(user) }) });
      onDone();
    } catch (error) {
      setRefusal(t(error instanceof Error ? error.message : String(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      {...focus}
      open={user !== null}
      title={user ? t(D.title, { name: fullName(user) }) : undefined}
      okText={t(D.save)}
      cancelText={t(D.cancel)}
      okButtonProps={{ loading: saving, disabled: !ready }}
      onOk={() => { void save(); }}
      onCancel={onDone}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(D.intro)}</Typography.Paragraph>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
      {failed && <Alert type="error" showIcon role="alert" title={t(D.loadFailed)} />}
      {!ready && !failed && <Skeleton active paragraph={{ rows: 4 }} />}
      {ready && SECTIONS.map((section) => {
        const choice = choices[section];
        if (!choice) return null;
        const labels = LABELS[section];
        const headingId = `${idPrefix}-${section}`;
        const errorId = `${headingId}-error`;
        const invalid = tried && missing(section);
        const set = (next: Partial<Choice>) => setChoices((current) => ({ ...current, [section]: { ...choice, ...next } }));
        return (
          <fieldset key={section} aria-labelledby={headingId} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <Typography.Title level={5} id={headingId} style={{ marginTop: 0 }}>{t(labels.title)}</Typography.Title>
            <Flex vertical gap={8}>
              <Radio.Group
                value={choice.all ? 'all' : 'only'}
                onChange={(e) => set({ all: e.target.value === 'all' })}
                options={[{ value: 'all', label: t(labels.all) }, { value: 'only', label: t(D.only) }]}
              />
              {!choice.all && (
                <>
                  <KitSelect<string[]>
                    mode="multiple"
                    aria-label={t(labels.pick)}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? errorId : undefined}
                    status={invalid ? 'error' : undefined}
                    placeholder={t(labels.pick)}
                    style={{ width: '100%' }}
                    showSearch={{ optionFilterProp: 'label' }}
                    value={choice.ids}
                    options={options[section]}
                    onChange={(ids: string[]) => set({ ids })}
                  />
                  {invalid && <Typography.Text type="danger" id={errorId}>{t(D.pickAtLeastOne)}</Typography.Text>}
                </>
              )}
            </Flex>
          </fieldset>
        );
      })}
    </Modal>
  );
}
