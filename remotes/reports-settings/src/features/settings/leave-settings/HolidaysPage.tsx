import { ImportOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Modal, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAVE_ENDPOINTS, PUBLIC_HOLIDAYS, type ResourceRowOf } from '@portal/contracts';
import {
  KitSelect, ResourceListPage, invalidateResource, newRequestId, resourceBannerId, useActionRunner, useLookup, type ColumnDef,
} from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { L, useLeaveSettingsTranslation } from './texts';

type Holiday = ResourceRowOf<typeof PUBLIC_HOLIDAYS>;

/** "Import a year": a country's public holidays from the date-holidays calendar; days already there are kept. */
function ImportYear() {
  const { t } = useLeaveSettingsTranslation();
  const id = useId();
  const countries = useLookup('countries');
  const queryClient = useQueryClient();
  const runner = useActionRunner({ bannerId: resourceBannerId(PUBLIC_HOLIDAYS), refresh: () => invalidateResource(queryClient, PUBLIC_HOLIDAYS) });
  const [open, setOpen] = useState(false);
  const [countryId, setCountryId] = useState<string>('GB');
  const [year, setYear] = useState<number>(new Date().getFullYear() + 1);
  const focus = useDialogFocus(open);
  const run = () => {
    setOpen(false);
    void runner.run({
      requestId: newRequestId(),
      send: () => callApi(LEAVE_ENDPOINTS.importHolidays, { body: { countryId, year }, silent: true }),
      successMessage: (answer) => t(L.imported, answer as { added: number; kept: number }),
    });
  };
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => setOpen(true)}>{t(L.importYear)}</Button>
      <Modal {...focus} open={open} title={t(L.importTitle)} okText={t(L.importOk)} cancelText={t(L.cancel)} onOk={run} onCancel={() => setOpen(false)} destroyOnHidden>
        <Flex vertical gap={12}>
          <label htmlFor={`${id}-country`}>{t(L.country)}</label>
          <KitSelect<string> id={`${id}-country`} showSearch={{ optionFilterProp: 'label' }} value={countryId} onChange={(v: string) => setCountryId(v)}
            options={countries.options.map((o) => ({ value: String(o.id), label: o.name }))} placeholder={t(L.chooseCountry)} style={{ width: '100%' }} />
          <label htmlFor={`${id}-year`}>{t(L.year)}</label>
          <InputNumber id={`${id}-year`} min={2000} max={2100} precision={0} value={year} onChange={(v) => setYear(Number(v ?? year))} style={{ width: 160 }} />
        </Flex>
      </Modal>
    </>
  );
}

/** Leave settings, public holidays (crm/settings/leave-settings/holidays; ADR 0084): per country, imported a year at a time. */
export function HolidaysPage({ title }: { title: string }) {
  const { t } = useLeaveSettingsTranslation();
  const countries = useLookup('countries');
  const columns = useMemo<ColumnDef<Holiday>[]>(() => [
    { key: 'day', title: L.day, kind: 'date', value: (r) => r.day, sortable: true, alwaysShown: true, width: 130 },
    { key: 'countryId', title: L.country, value: (r) => r.countryId, width: 100 },
    { key: 'name', title: L.name, value: (r) => r.name, sortable: true, width: 260 },
  ], []);
  const fields = {
    countryId: { label: t(L.country), type: 'selectAutoComplete' as const, options: countries.options, placeholder: t(L.chooseCountry) },
    day: { label: t(L.day) }, name: { label: t(L.name) },
  };
  return (
    <ResourceListPage<Holiday>
      resource={PUBLIC_HOLIDAYS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => `${r.name} ${r.day}`}
      before={<Typography.Paragraph type="secondary">{t(L.holidaysIntro)}</Typography.Paragraph>}
      fields={{ countries: { label: t(L.country) } }}
      actions={<ImportYear />}
      create={{ fields, initial: { countryId: 'GB' } }} edit={{ fields }} remove
    />
  );
}
