import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import SyncOutlined from '@ant-design/icons/es/icons/SyncOutlined';
import { Button, Flex, Popconfirm } from 'antd';
import { useMemo, useState } from 'react';
import { IconButton } from '@portal/ui';
import { AlertBanner } from '../feedback/alert-banner/AlertBanner';
import { useAlertQueue } from '../feedback/alert-banner/use-alert-queue';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import { KitSelect } from '../inputs/select/KitSelect';
import { SaveFilterDialog } from './SaveFilterDialog';
import type { SavedFilterControls } from './use-saved-filters';

export interface SavedFiltersProps<Payload> {
  /** The list's saved filters (useSavedFilters). */
  controls: SavedFilterControls<Payload>;
  /** What the list shows now, as a saved filter holds it (Save as new and Update store it). */
  current(): Payload;
  /** Puts a chosen filter on the list (its filters, sort, page size, columns). */
  apply(payload: Payload): void;
  idPrefix?: string;
}

const ERROR_ALERT = 'saved-filter-error';

/**
 * Saved filters of a list (spec part 2 section 4; ADR 0043): a select of the user's filters (choosing one
 * applies it), Save as new (a name dialog on the form engine), Update the selected one with what the list
 * shows, Delete it after a confirmation. Successes and failures show in the kit's alert banner.
 */
export function SavedFilters<Payload>({ controls, current, apply, idPrefix = 'saved-filters' }: SavedFiltersProps<Payload>) {
  const { t } = useKitTranslation();
  const { state } = controls;
  const selected = state.selectedSavedFilter;
  const alerts = useAlertQueue();
  const [naming, setNaming] = useState(false);
  // The name dialog is drawn from its first opening on (it keeps its closing motion after that).
  const [named, setNamed] = useState(false);
  const names = useMemo(() => state.savedFilters.map((f) => f.name), [state.savedFilters]);
  const save = async (name: string) => {
    const saved = await controls.create(name, current());
    if (saved) alerts.show({ severity: 'success', message: t(KIT_TEXTS.filterSaved, { name }) });
    return saved;
  };

  const update = async () => {
    if (selected && await controls.update(selected.id, { payload: current() })) {
      alerts.show({ severity: 'success', message: t(KIT_TEXTS.filterUpdated, { name: selected.name }) });
    }
  };
  const remove = async () => {
    if (selected && await controls.remove(selected.id)) {
      alerts.show({ severity: 'success', message: t(KIT_TEXTS.filterDeleted, { name: selected.name }) });
    }
  };

  // A failure stays until closed (the server's message, in the portal's language where the kit knows it).
  const errorText = state.error ? t(state.error) : null;
  const shown = errorText ? [...alerts.alerts, { id: ERROR_ALERT, severity: 'failed' as const, message: errorText, persist: true }] : alerts.alerts;
  const busy = state.saving || state.deleting;

  return (
    <div className="kit-saved-filters" style={{ marginBottom: 12 }}>
      <AlertBanner alerts={shown} onClose={(id) => (id === ERROR_ALERT ? controls.clearError() : alerts.close(id))} />
      <Flex gap={8} align="center" wrap>
        <KitSelect<string>
          id={`${idPrefix}-select`}
          aria-label={t(KIT_TEXTS.savedFilter)}
          placeholder={t(KIT_TEXTS.chooseSavedFilter)}
          style={{ minWidth: 240 }}
          loading={state.loading}
          allowClear
          value={selected?.id ?? null}
          notFoundContent={t(KIT_TEXTS.noSavedFilters)}
          options={state.savedFilters.map((f) => ({ value: f.id, label: f.name }))}
          // onSelect, not onChange: choosing the selected filter again puts it back after the list was changed.
          onSelect={(id: string) => {
            const chosen = controls.select(id);
            if (chosen) apply(chosen.payload);
          }}
          onClear={() => controls.select(null)}
        />
        <Button icon={<SaveOutlined aria-hidden />} onClick={() => { setNamed(true); setNaming(true); }} loading={state.saving && naming} disabled={busy}>
          {t(KIT_TEXTS.saveAsNew)}
        </Button>
        <IconButton
          title={t(KIT_TEXTS.updateFilter)}
          icon={<SyncOutlined aria-hidden />}
          disabled={!selected || busy}
          loading={state.saving && !naming}
          onClick={() => void update()}
        />
        <Popconfirm
          title={selected ? t(KIT_TEXTS.deleteFilterConfirm, { name: selected.name }) : ''}
          okText={t(KIT_TEXTS.delete)}
          cancelText={t(KIT_TEXTS.cancel)}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
          disabled={!selected || busy}
        >
          <IconButton title={t(KIT_TEXTS.deleteFilter)} icon={<DeleteOutlined aria-hidden />} danger disabled={!selected || busy} loading={state.deleting} />
        </Popconfirm>
      </Flex>
      {named && <SaveFilterDialog open={naming} names={names} save={save} onClose={() => setNaming(false)} idPrefix={idPrefix} />}
    </div>
  );
}
