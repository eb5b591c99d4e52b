import { Alert, Button, Flex, Form, Input, Modal, App } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PRIORITIES, type ContactSupportDialogProps, type CreatedTicketResult, type CreateTicketPayload, type TicketReference } from '@portal/contracts';
import { AttachmentsBox, deleteAttachments, PortalSelect } from '@portal/ui';
import { MissingFields } from '../../../components/MissingFields';
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
import { contactSupportSchema, EMPTY_VALUES, type ContactSupportValues } from './contact-support-schema';

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
  const schema = useMemo(() => contactSupportSchema({ platform, categoriesFailed, tenantsFailed }), [platform, categoriesFailed, tenantsFailed]);

  const formik = useFormik<ContactSupportValues>({
    initialValues: { ...EMPTY_VALUES, tenantId: platform ? defaultTenantId : null },
    enableReinitialize: true,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
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

  const tenantId = platform ? formik.values.tenantId : null;
  const tenantSide = scope !== 'merchant';
  const customers = useCustomers(tenantId, open && expanded && tenantSide && (!platform || Boolean(tenantId)));
  const labels = useLabels(tenantId, open && (!platform || Boolean(tenantId)));

  const busy = uploading || formik.isSubmitting;
  const cancel = async () => {
    if (busy) return; // the X and Escape too: an upload in flight would leave a file behind
    const uploaded = formik.values.attachments.map((f) => f.fileId);
    formik.resetForm();
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

  const fieldError = (name: keyof ContactSupportValues) => {
    // A list that failed to load marks its field invalid at once, whatever was touched.
    if (name === 'ticketCategory' && categoriesFailed) return { validateStatus: 'error' as const, help: t(T.categoriesFailed) };
    if (name === 'tenantId' && tenantsFailed) return { validateStatus: 'error' as const, help: t(T.tenantsFailed) };
    const error = formik.errors[name];
    return typeof error === 'string' && formik.touched[name] ? { validateStatus: 'error' as const, help: t(error) } : {};
  };

  return (
    <>
      <Modal
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
          <Flex justify="space-between">
            <Button disabled={uploading} onClick={() => setExpanded((x) => !x)}>{t(T.expandFields)}</Button>
            <Flex gap={8}>
              <Button disabled={busy} onClick={() => void cancel()}>{t(T.cancel)}</Button>
              {/* Enabled while idle: a refused Send says what is missing (MissingFields, each field's message). */}
              <Button type="primary" disabled={busy} loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
                {t(T.send)}
              </Button>
            </Flex>
          </Flex>
        }
      >
        <Form layout="vertical" component="div" data-testid="contact-support-form">
          {platform ? (
            <Form.Item label={t(T.tenant)} required htmlFor="cs-tenant" {...fieldError('tenantId')}>
              <PortalSelect
                id="cs-tenant"
                aria-label={t(T.tenant)}
                placeholder={t(T.selectTenant)}
                loading={tenants.isPending}
                status={tenantsFailed ? 'error' : undefined}
                value={formik.values.tenantId ?? undefined}
                showSearch={{ optionFilterProp: 'label' }}
                options={(tenants.data ?? []).map((x) => ({ value: x.tenantId, label: x.tenantName }))}
                onChange={(value: string) => {
                  // One update: successive setFieldValue calls each validate the values of the last
                  // render, so the last one would judge the form without the tenant just picked.
                  // Customers, transactions and labels belong to one tenant: the ones chosen for another no longer fit.
                  void formik.setValues({ ...formik.values, tenantId: value, customers: [], transactions: [], labelId: null });
                }}
                onBlur={() => void formik.setFieldTouched('tenantId', true)}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t(T.category)} required htmlFor="cs-category" {...fieldError('ticketCategory')}>
            <PortalSelect
              id="cs-category"
              aria-label={t(T.category)}
              placeholder={t(T.selectCategory)}
              loading={categories.isPending}
              status={categoriesFailed ? 'error' : undefined}
              value={formik.values.ticketCategory || undefined}
              options={(categories.data ?? []).map((c) => ({ value: c, label: t(c) }))}
              onChange={(value: string) => void formik.setFieldValue('ticketCategory', value)}
              onBlur={() => void formik.setFieldTouched('ticketCategory', true)}
            />
          </Form.Item>
          <Form.Item label={t(T.subject)} required htmlFor="cs-subject" {...fieldError('subject')}>
            <Input id="cs-subject" name="subject" value={formik.values.subject} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={200} />
          </Form.Item>
          <Form.Item label={t(T.description)} required htmlFor="cs-description" {...fieldError('description')}>
            <Input.TextArea
              id="cs-description"
              name="description"
              autoSize={{ minRows: 4, maxRows: 7 }}
              value={formik.values.description}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
          {labels.data && labels.data.length > 0 ? (
            <Form.Item label={t(T.label)} htmlFor="cs-label">
              <PortalSelect
                id="cs-label"
                aria-label={t(T.label)}
                placeholder={t(T.selectLabel)}
                allowClear
                value={formik.values.labelId ?? undefined}
                options={labels.data.map((l) => ({ value: l.labelId, label: labelName(l, t) }))}
                onChange={(value?: string) => void formik.setFieldValue('labelId', value ?? null)}
              />
            </Form.Item>
          ) : null}
          {platform ? (
            <Form.Item label={t(T.contactEmails)} htmlFor="cs-emails" {...fieldError('contactEmails')}>
              <PortalSelect
                id="cs-emails"
                aria-label={t(T.contactEmails)}
                placeholder={t(T.contactEmailsPlaceholder)}
                mode="tags"
                open={false}
                value={formik.values.contactEmails}
                onChange={(value: string[]) => {
                  void formik.setFieldValue('contactEmails', value);
                  void formik.setFieldTouched('contactEmails', true, false);
                }}
                tokenSeparators={[',', ' ']}
              />
            </Form.Item>
          ) : null}

          {expanded ? (
            <div data-testid="expanded-fields">
              {tenantSide ? (
                <Form.Item label={t(T.customers)} htmlFor="cs-customers">
                  <PortalSelect
                    id="cs-customers"
                    aria-label={t(T.customers)}
                    placeholder={t(T.selectCustomers)}
                    mode="multiple"
                    disabled={platform && !tenantId}
                    loading={customers.isFetching}
                    value={formik.values.customers}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(customers.data ?? []).map((c) => ({ value: c.merchantId, label: c.legalBusinessName }))}
                    onChange={(value: string[]) => void formik.setFieldValue('customers', value)}
                  />
                </Form.Item>
              ) : null}
              <Form.Item label={t(T.transactions)}>
                <TransactionsField
                  scope={scope}
                  tenantId={tenantId}
                  value={formik.values.transactions}
                  onChange={(ids) => void formik.setFieldValue('transactions', ids)}
                />
              </Form.Item>
              <Form.Item label={t(T.priorities)} htmlFor="cs-priority">
                <PortalSelect
                  id="cs-priority"
                  aria-label={t(T.priorities)}
                  placeholder={t(T.selectPriority)}
                  allowClear
                  value={formik.values.priority ?? undefined}
                  options={PRIORITIES.map((p) => ({ value: p, label: t(T[p]) }))}
                  onChange={(value?: string) => void formik.setFieldValue('priority', value ?? null)}
                />
              </Form.Item>
              <Form.Item label={t(T.attachments)}>
                <AttachmentsBox
                  tenantId={tenantId}
                  disabled={platform && !tenantId}
                  value={formik.values.attachments}
                  onChange={(files) => void formik.setFieldValue('attachments', files)}
                  onBusyChange={setUploading}
                />
              </Form.Item>
            </div>
          ) : null}
          <MissingFields formik={formik} labels={{
            ...(platform ? { tenantId: t(T.tenant) } : {}),
            ticketCategory: t(T.category), subject: t(T.subject), description: t(T.description),
            ...(platform ? { contactEmails: t(T.contactEmails) } : {}),
          }} />
          {create.isError ? <Alert type="error" showIcon title={create.error.message} /> : null}
        </Form>
      </Modal>
    </>
  );
}
