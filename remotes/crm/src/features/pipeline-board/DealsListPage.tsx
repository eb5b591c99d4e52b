import { useUserContext } from '@portal/auth';
import { useMemo } from 'react';
import { AMOUNT_PATTERN, CRM_CLOSED_STATES_BY_KIND, type CrmClosedState, type CrmDealKind } from '@portal/contracts';
import { useMayEditRecord } from '../records/use-may-edit';
import { ResourceListPage, StatusPill, useLookup, useSeededCrmName, type ColumnDef, type FieldEditorProps, type FieldFormValues } from '@portal/kit';
import { ContactPicker } from './ContactPicker';
import { DealDrawer } from './DealDrawer';
import { useCustomerPickerField } from '../customers/customer-picker';
import { DEAL_RESOURCE, type Board, type Deal } from './board-api';
import { formatMajor } from '../records/major-money';
import { toneOfState } from './board-format';
import { DL, useCrmDealsTranslation } from './texts';

/** The form's values as the API takes them: a day as YYYY-MM-DD (the date field gives noon UTC), blanks as none. */
export function dealBodyOf(values: FieldFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (key === 'expectedCloseDate') body[key] = typeof value === 'string' && value ? value.slice(0, 10) : null;
    else if (key === 'amount' || key === 'currencyCode' || key === 'closedState') body[key] = value === '' ? null : value;
    else body[key] = value;
  }
  return body;
}

/**
 * The list view of opportunities or projects (ADR 0088): the same resource as the board, with create and edit
 * dialogs; the server's one service checks the stage, the amount and the closing for both.
 */
export function DealsListPage({ kind, title, pipelines, before }: { kind: CrmDealKind; title: string; pipelines: Board['pipelines']; before?: React.ReactNode }) {
  const { t } = useCrmDealsTranslation();
  const seeded = useSeededCrmName();
  // Without the kind's edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEditRecord(kind);
  // A new record is the creator's unless they pick another owner (the form's empty owner would mean nobody's).
  const me = useUserContext().data?.user.id;
  const currencies = useLookup('currencies');
  const team = useLookup('crmUsers');
  const customerField = useCustomerPickerField();
  const states = CRM_CLOSED_STATES_BY_KIND[kind].map((s) => ({ id: s, name: t(DL[s]) }));
  const columns = useMemo<ColumnDef<Deal>[]>(() => [
    { key: 'name', title: DL.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 260 },
    { key: 'organization', title: DL.organization, value: (r) => r.organizationName, width: 200 },
    ...(kind === 'opportunity' ? [
      { key: 'amount', title: DL.amount, value: (r: Deal) => (r.amount && r.currencyCode ? formatMajor(r.amount, r.currencyCode) : ''), sortable: true, width: 150 },
      { key: 'weighted', title: DL.weightedAmount, value: (r: Deal) => (r.weightedAmount && r.currencyCode ? formatMajor(r.weightedAmount, r.currencyCode) : ''), width: 150 },
    ] : []),
    { key: 'stage', title: DL.stage, value: (r) => `${seeded(r.pipelineName)}: ${seeded(r.stageName)}`, width: 220 },
    {
      key: 'closedState', title: DL.closedState, value: (r) => (r.closedState ? t(DL[r.closedState as CrmClosedState]) : t(DL.openState)), width: 130,
      render: (r) => (r.closedState ? <StatusPill status={r.closedState} label={t(DL[r.closedState as CrmClosedState])} tone={toneOfState(r.closedState as CrmClosedState)} /> : t(DL.openState)),
    },
    { key: 'probability', title: DL.probability, value: (r) => `${r.probability}%`, width: 100 },
    { key: 'expectedCloseDate', title: DL.expectedCloseDate, value: (r) => r.expectedCloseDate ?? '', sortable: true, width: 140 },
    { key: 'owner', title: DL.owner, value: (r) => r.ownerName ?? '', width: 160 },
    { key: 'updatedAt', title: DL.updatedAt, kind: 'date', value: (r) => r.updatedAt, sortable: true, width: 130 },
  ], [t, kind, seeded]);
  const fields = {
    organizationId: { label: t(DL.organization), ...customerField },
    // One of the chosen customer's people (the server refuses another's).
    contactId: { label: t(DL.contact), type: 'select' as const, render: (props: FieldEditorProps) => <ContactPicker {...props} /> },
    name: { label: t(DL.name) },
    amount: {
      label: t(DL.amount), help: t(DL.amountHelp), inputType: 'text' as const,
      validations: [
        ...(kind === 'opportunity' ? [{ name: 'required' as const, message: t(DL.amountRequired) }] : []),
        { name: 'pattern' as const, value: AMOUNT_PATTERN, message: t(DL.amountPattern) },
      ],
    },
    currencyCode: { label: t(DL.currency), type: 'select' as const, options: currencies.options, loading: currencies.isLoading },
    expectedCloseDate: { label: t(DL.expectedCloseDate), type: 'date' as const },
    pipelineId: { label: t(DL.pipeline), type: 'select' as const, options: pipelines.map(({ id, name }) => ({ id, name: seeded(name) })) },
    stageId: false as const,
    ownerId: { label: t(DL.owner), type: 'select' as const, options: team.options, loading: team.isLoading },
    closedState: { label: t(DL.closedState), options: states },
    closeReason: { label: t(DL.closeReason), inputType: 'textarea' as const, help: t(DL.closeReasonHelp) },
  };
  return (
    <ResourceListPage<Deal> readOnly={!mayEdit}
      views
      resource={DEAL_RESOURCE[kind]} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      before={before}
      fields={{ closedState: { label: t(DL.closedState), options: states } }}
      create={{ fields: { ...fields, closedState: false, closeReason: false }, initial: { ownerId: me, ...(pipelines[0] ? { pipelineId: pipelines[0].id } : {}) }, toBody: dealBodyOf }}
      // Editing: the stage among its pipeline's (a record moves on the board too; a new one starts at the default stage).
      edit={{
        fields: (row) => ({ ...fields, stageId: { label: t(DL.stage), type: 'select' as const, options: (pipelines.find((p) => p.id === row?.pipelineId)?.stages ?? []).map((s) => ({ ...s, name: seeded(s.name) })) } }),
        toBody: dealBodyOf,
        // A stage moved forward with its checklist not all ticked is saved, and the line says what was left (ADR 0093).
        savedNote: (saved) => {
          const { stageName, skippedActivities: skipped } = saved as Deal;
          return skipped ? t(DL.skippedActivities, { stage: seeded(stageName), left: seeded(skipped.stageName), activities: skipped.activities.map(seeded).join(', ') }) : null;
        },
      }}
      remove
      drawer={(opened, close) => <DealDrawer key={opened.id} kind={kind} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
