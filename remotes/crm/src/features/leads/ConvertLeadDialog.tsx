import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAD_ENDPOINTS, LEADS, OPPORTUNITY_BOARD_ENDPOINTS, VOLUME_PATTERN } from '@portal/contracts';
import { FieldFormDialog, invalidateResource, scopeQueryOf, useFieldForm, useLookup, usePortalScope, type FieldDefinition } from '@portal/kit';
import { useCustomerPickerField } from '../customers/customer-picker';
import type { Lead } from './LeadsPage';
import { LE, useCrmLeadsTranslation } from './texts';

type Conversion = Awaited<ReturnType<typeof convert>>;
const convert = (lead: Lead, body: Parameters<typeof callApi<typeof LEAD_ENDPOINTS.convert>>[1]['body'], tenantId: string | undefined) =>
  callApi(LEAD_ENDPOINTS.convert, { params: { id: lead.id }, query: tenantId ? { tenantId } : {}, body });

/** The tenant's opportunity pipelines (the board's picker answers them). */
function useOpportunityPipelines() {
  const scope = usePortalScope();
  const board = useQuery({
    queryKey: ['crm-board', 'pipelines', scope.tenantId],
    queryFn: ({ signal }) => callApi(OPPORTUNITY_BOARD_ENDPOINTS.board, { query: scopeQueryOf({ scope: 'tenant' }, scope), signal }),
    staleTime: 60_000,
  });
  return { options: (board.data?.pipelines ?? []).map((p) => ({ id: p.id, name: p.name })), isLoading: board.isLoading };
}

/**
 * Converting a lead (ADR 0091): its customer (new, named after the company, or one picked), its person as a contact,
 * and an opportunity on a pipeline, in one step; the server does all or nothing, and a refusal keeps the form.
 */
export function ConvertLeadDialog({ lead, onDone }: { lead: Lead; onDone(result?: Conversion): void }) {
  const { t } = useCrmLeadsTranslation();
  const scope = usePortalScope();
  const queryClient = useQueryClient();
  const customerField = useCustomerPickerField();
  const currencies = useLookup('currencies');
  const pipelines = useOpportunityPipelines();
  const [refusal, setRefusal] = useState<string | null>(null);
  const person = `${lead.firstName} ${lead.lastName}`.trim();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof convert>[1]) => convert(lead, body, scope.userType === 'platform' ? lead.tenantId : undefined),
    onSuccess: async (result) => {
      await invalidateResource(queryClient, LEADS);
      onDone(result);
    },
    onError: (error) => setRefusal(error.message),
  });
  const fields = useMemo<FieldDefinition[]>(() => [
    { name: 'organizationId', label: t(LE.convertCustomer), ...customerField, placeholder: t(LE.convertNewCustomer, { name: lead.companyName }) },
    ...(person ? [{ name: 'createContact', label: t(LE.convertContact, { name: person }), type: 'checkbox' as const }] : []),
    { name: 'createOpportunity', label: t(LE.convertOpportunity), type: 'checkbox' },
    { name: 'name', label: t(LE.opportunityName), type: 'input', inputType: 'text', validations: [{ name: 'maxLength', value: 200, message: t(LE.opportunityIncomplete) }] },
    { name: 'pipelineId', label: t(LE.pipeline), type: 'select', options: pipelines.options },
    { name: 'amount', label: t(LE.amount), type: 'input', inputType: 'decimal', validations: [{ name: 'pattern', value: VOLUME_PATTERN, message: t(LE.volumePattern) }] },
    { name: 'currencyCode', label: t(LE.volumeCurrency), type: 'select', options: currencies.options },
    { name: 'expectedCloseDate', label: t(LE.closeDate), type: 'date' },
  ], [t, customerField, pipelines.options, currencies.options, lead.companyName, person]);
  const values = useMemo(() => ({
    createContact: true, createOpportunity: true, name: lead.companyName, pipelineId: pipelines.options[0]?.id ?? '',
    amount: lead.expectedMonthlyVolume ?? '', currencyCode: lead.volumeCurrency ?? '',
  }), [lead, pipelines.options]);
  const form = useFieldForm({
    fields, values, enableReinitialize: true, validateOnMount: true,
    validate: (v) => (v.createOpportunity === true && !(String(v.name ?? '').trim() && v.pipelineId && String(v.amount ?? '').trim() && v.currencyCode)
      ? { name: t(LE.opportunityIncomplete) } : {}),
    onSubmit: (v) => {
      setRefusal(null);
      save.mutate({
        ...(v.organizationId ? { organizationId: String(v.organizationId) } : {}),
        createContact: v.createContact === true,
        opportunity: v.createOpportunity === true ? {
          name: String(v.name).trim(), pipelineId: String(v.pipelineId), amount: String(v.amount).trim().replace(',', '.'), currencyCode: String(v.currencyCode),
          expectedCloseDate: typeof v.expectedCloseDate === 'string' && v.expectedCloseDate ? v.expectedCloseDate.slice(0, 10) : null,
        } : null,
      });
    },
  });
  return (
    <FieldFormDialog open title={t(LE.convertTitle, { name: lead.companyName })} okText={t(LE.convert)} form={form} fields={fields}
      onCancel={() => onDone()} saving={save.isPending} intro={t(LE.convertIntro)} idPrefix="convert-lead">
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
    </FieldFormDialog>
  );
}
