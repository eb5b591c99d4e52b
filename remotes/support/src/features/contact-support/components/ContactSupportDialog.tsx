import { Alert, Button, Flex, Modal, App, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ContactSupportDialogProps, CreatedTicketResult, CreateTicketPayload, TicketReference } from '@portal/contracts';
import { FieldList, invalidFieldsOf, useFieldForm, type FieldDefinition } from '@portal/kit';
import { AttachmentsBox, deleteAttachments, DROPDOWN_MAX_HEIGHT, PortalSelect, useDialogFocus, type AttachedFile } from '@portal/ui';
import { listValue } from '../../../components/form-values';
import { labelName } from '../../../i18n/domain-names';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { useLabels } from '../../labels/api/get-labels';
import { useCustomers } from '../../lookups/api/get-customers';
import { useTenants } from '../../lookups/api/get-tenants';
import { useSupportScope } from '../../scope/support-scope';
import { TransactionsField } from '../../lookups/components/TransactionsField';
import { useTicketCategories } from '../../tickets/api/get-ticket-categories';
import { useCreateTicket } from '../api/create-ticket';
import { contactSupportFields, contactSupportValuesOf, EXPANDED_FIELDS, type ContactSupportValues } from './contact-support-fields';

export interface ContactSupportDialogOwnProps extends ContactSupportDialogProps {
  /** Platform list: the tenant already picked there. */
  defaultTenantId?: string | null;
}

/** Bottom-right, no backdrop, the page stays usable behind it (spec part 1 section 2). */
const DIALOG_STYLE = { position: 'fixed', right: 24, bottom: 24, top: 'auto', margin: 0, paddingBottom: 0, pointerEvents: 'auto' } as const;
const WRAP_CLASS = 'portal-contact-support';

function referencesOf(values: ContactSupportValues): TicketReference[] {
  return [
    // The page the user was on when raising the ticket.
    { key: 'createdOn', value: window.location.href },
    ...values.customers.map((value) => ({ key: 'Customer' as const, value })),
    // A transaction is referenced by its external id: unique within the ticket's tenant and what people quote.
    ...values.transactions.map((value) => ({ key: 'Transaction' as const, value })),
    ...values.attachments.map((file) => ({ key: 'File' as const, value: file.fileId })),
  ];
}

/** The Contact Support dialog: opened from the top bar (shell) and from the ticket lists' New ticket button. */
export function ContactSupportDialog({ open, onClose, defaultTenantId = null }: ContactSupportDialogOwnProps) {
  const { t } = useSupportTranslation();
  // No backdrop, so antd gives no focus back on its own: the first field on open, the support button on close.
  const focus = useDialogFocus(open);
  const scope = useSupportScope();
  const platform = scope === 'platform';
  // The host's <App> (5 s default, spec part 1 section 9) holds the messages.
  const { message: messages } = App.useApp();
  const [expanded, setExpanded] = useState(false);
  // A file is uploading in the Attachments box: Send, Cancel and Expand fields wait for it.
  const [uploading, setUploading] = useState(false);
  const categories = useTicketCategories(open);
  const tenants = useTenants(open && platform);
  const create = useCreateTicket();

  const categoriesFailed = categories.isError || (categories.isSuccess && categories.data.length === 0);
  const tenantsFailed = platform && tenants.isError;
  const fields = useMemo(() => contactSupportFields(t, { platform, categoriesFailed, tenantsFailed }), [t, platform, categoriesFailed, tenantsFailed]);
  const initialTenant = useMemo(() => ({ tenantId: platform ? defaultTenantId : null }), [platform, defaultTenantId]);

  const form = useFieldForm({
    fields,
    values: initialTenant,
    enableReinitialize: true,
    validateOnMount: true,
    sanitize: false,
    onSubmit: async (submitted, helpers) => {
      const values = contactSupportValuesOf(submitted);
      const payload: CreateTicketPayload = {
        ticketCategory: values.ticketCategory,
        subject: values.subject.trim(),
        description: values.description.trim(),
        references: referencesOf(values),
        priority: values.priority,
        labelId: values.labelId,
        ...(platform && values.contactEmails.length ? { contactEmails: values.contactEmails } : {}),
      };
      let ticketId: string;
      try {
        ticketId = await create.mutateAsync({ scope, payload, tenantId: values.tenantId });
      } catch {
        return; // the shell's snackbar shows the error; the form keeps everything typed
      }
      void messages.success(t(T.ticketCreated));
      helpers.resetForm();
      setExpanded(false);
      const result: CreatedTicketResult = { ticket: { ...payload, ticketId }, isPlatformCreatingTicket: platform, tenantId: platform ? values.tenantId : null };
      onClose(result);
    },
  });

  // A list that failed to load marks its field invalid at once, whatever was touched (again after a reset).
  const { setFieldTouched } = form;
  const categoryTouched = Boolean(form.touched.ticketCategory);
  const tenantTouched = Boolean(form.touched.tenantId);
  useEffect(() => {
    if (open && categoriesFailed && !categoryTouched) void setFieldTouched('ticketCategory', true, true);
  }, [open, categoriesFailed, categoryTouched, setFieldTouched]);
  useEffect(() => {
    if (open && tenantsFailed && !tenantTouched) void setFieldTouched('tenantId', true, true);
  }, [open, tenantsFailed, tenantTouched, setFieldTouched]);

  const tenantId = platform ? contactSupportValuesOf(form.values).tenantId : null;
  const tenantSide = scope !== 'merchant';
  const customers = useCustomers(tenantId, open && expanded && tenantSide && (!platform || Boolean(tenantId)));
  const labels = useLabels(tenantId, open && (!platform || Boolean(tenantId)));

  const busy = uploading || form.isSubmitting;
  const cancel = async () => {
    if (busy) return; // the X and Escape too: an upload in flight would leave a file behind
    const uploaded = listValue<AttachedFile>(form.values, 'attachments').map((f) => f.fileId);
    form.resetForm();
    setExpanded(false);
    onClose();
    if (uploaded.length) {
      const { failed } = await deleteAttachments(uploaded, tenantId);
      // Only a full clean-up is announced. A failed delete is logged by deleteAttachments and already
      // shown by the global error snackbar; a second, contradicting message would only confuse.
      if (failed.length === 0) void messages.info(t(T.filesDeleted));
    }
  };

  // antd closes the top-most popup on Escape (a window listener). Without a backdrop the focus may still be
  // on the page when the dialog opens, with the opener's tooltip as the top-most popup (the first opening,
  // while the remote loads): Escape then closed the tooltip only. With the focus outside the dialog, Escape
  // closes the dialog here and goes no further; inside it (a select's list open, say) antd decides.
  const cancelRef = useRef(cancel);
  cancelRef.current = cancel;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      if (document.activeElement?.closest(`.${WRAP_CLASS}`)) return;
      e.stopPropagation();
      void cancelRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // The dialog belongs to the page it was opened on: moving to another page closes it.
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (!open) return;
    if (openedOn.current !== pathname) void cancelRef.current();
  }, [open, pathname]);
  useEffect(() => {
    if (open) openedOn.current = pathname;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the page it opened on only
  }, [open]);

  // Each field as drawn: the loaded options, and the page's own editors (the tenant select clears what
  // belonged to the tenant before; the transaction search; the upload box; the e-mails typed as tags).
  const drawn = fields
    .filter((field) => field.name !== 'labelId' || (labels.data?.length ?? 0) > 0)
    .filter((field) => field.name !== 'customers' || tenantSide)
    .map((field): FieldDefinition => {
      switch (field.name) {
        case 'tenantId':
          return {
            ...field,
            render: ({ form: f, id, invalid }) => (
              <PortalSelect
                id={id}
                aria-label={t(T.tenant)}
                placeholder={t(T.selectTenant)}
                loading={tenants.isPending}
                status={invalid ? 'error' : undefined}
                value={tenantId ?? undefined}
                showSearch={{ optionFilterProp: 'label' }}
                options={(tenants.data ?? []).map((x) => ({ value: x.tenantId, label: x.tenantName }))}
                onChange={(value: string) => {
                  // One update: successive setFieldValue calls each validate the values of the last
                  // render, so the last one would judge the form without the tenant just picked.
                  // Customers, transactions and labels belong to one tenant: the ones chosen for another no longer fit.
                  void f.setValues({ ...f.values, tenantId: value, customers: [], transactions: [], labelId: null });
                }}
                onBlur={() => void f.setFieldTouched('tenantId', true)}
              />
            ),
          };
        case 'ticketCategory':
          return { ...field, loading: categories.isPending, options: (categories.data ?? []).map((c) => ({ id: c, name: t(c) })) };
        case 'labelId':
          return { ...field, options: (labels.data ?? []).map((l) => ({ id: l.labelId, name: labelName(l, t) })) };
        case 'contactEmails':
          return {
            ...field,
            render: ({ form: f, id, field: self }) => (
              <PortalSelect
                id={id}
                aria-label={t(T.contactEmails)}
                placeholder={t(T.contactEmailsPlaceholder)}
                mode="tags"
                open={false}
                value={listValue<string>(f.values, self.name)}
                onChange={(value: string[]) => {
                  void f.setFieldValue(self.name, value);
                  void f.setFieldTouched(self.name, true, false);
                }}
                tokenSeparators={[',', ' ']}
              />
            ),
          };
        case 'customers':
          return {
            ...field,
            disabled: platform && !tenantId,
            loading: customers.isFetching,
            options: (customers.data ?? []).map((c) => ({ id: c.merchantId, name: c.legalBusinessName })),
          };
        case 'transactions':
          return {
            ...field,
            render: ({ form: f, field: self }) => (
              <TransactionsField scope={scope} tenantId={tenantId} value={listValue<string>(f.values, self.name)} onChange={(ids) => void f.setFieldValue(self.name, ids)} />
            ),
          };
        case 'attachments':
          return {
            ...field,
            render: ({ form: f, field: self }) => (
              <AttachmentsBox
                tenantId={tenantId}
                disabled={platform && !tenantId}
                value={listValue<AttachedFile>(f.values, self.name)}
                onChange={(files) => void f.setFieldValue(self.name, files)}
                onBusyChange={setUploading}
              />
            ),
          };
        default:
          return field;
      }
    });
  // Send waits for a valid form (spec part 1 section 4) and says beside it, live, what it waits for (ADR 0021).
  const missing = invalidFieldsOf(form, drawn).map((field) => field.label);
  const mainFields = drawn.filter((field) => !EXPANDED_FIELDS.includes(field.name));
  const expandedFields = expanded ? drawn.filter((field) => EXPANDED_FIELDS.includes(field.name)) : [];

  return (
    <>
      <Modal
        {...focus}
        open={open}
        title={t(T.contactSupport)}
        mask={false}
        style={DIALOG_STYLE}
        styles={{ wrapper: { pointerEvents: 'none' }, body: { maxHeight: '65vh', overflowY: 'auto' } }}
        width={480}
        wrapClassName={WRAP_CLASS}
        onCancel={() => void cancel()}
        closable={!busy}
        keyboard={!busy}
        destroyOnHidden
        footer={
          <Flex vertical gap={8}>
            {/* Always in the page, so a screen reader hears each change as the user fills the form in. */}
            <Typography.Text type="secondary" id="cs-send-needs" data-testid="send-needs" aria-live="polite" style={{ textAlign: 'end' }}>
              {missing.length ? t(T.sendNeeds, { fields: missing.join(', ') }) : null}
            </Typography.Text>
            <Flex justify="space-between">
              <Button disabled={uploading} onClick={() => setExpanded((x) => !x)}>{t(T.expandFields)}</Button>
              <Flex gap={8}>
                <Button disabled={busy} onClick={() => void cancel()}>{t(T.cancel)}</Button>
                <Button
                  type="primary" disabled={busy || !form.isValid} loading={form.isSubmitting}
                  aria-describedby={missing.length ? 'cs-send-needs' : undefined} onClick={() => form.handleSubmit()}
                >
                  {t(T.send)}
                </Button>
              </Flex>
            </Flex>
          </Flex>
        }
      >
        <div data-testid="contact-support-form">
          <FieldList form={form} fields={mainFields} layout="vertical" idPrefix="cs" panelHeight={DROPDOWN_MAX_HEIGHT} />
          {expanded ? (
            <div data-testid="expanded-fields">
              <FieldList form={form} fields={expandedFields} layout="vertical" idPrefix="cs" panelHeight={DROPDOWN_MAX_HEIGHT} />
            </div>
          ) : null}
          {create.isError ? <Alert type="error" showIcon title={create.error.message} /> : null}
        </div>
      </Modal>
    </>
  );
}
