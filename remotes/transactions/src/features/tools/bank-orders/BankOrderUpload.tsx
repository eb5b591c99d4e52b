import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError, uploadWithProgress } from '@portal/api-client';
import { BANK_ORDER_FILE_FIELD, BANK_ORDER_MESSAGES, BANK_ORDER_PATHS, type BankOrder, type BankOrderLine, type BankOrderMessage } from '@portal/contracts';
import { AlertBanner, FieldList, ListPager, ListTable, useAlertQueue, useFieldForm, useMemoryPages, type ColumnDef, type FieldDefinition } from '@portal/kit';
import { BO } from '../../../i18n/bank-order-texts';
import { useTransactionsTranslation } from '../../../i18n/use-transactions-translation';
import { useLookupOptions } from '../../lookup/lookup-options';
import { checkBankOrder, type BankOrderCheck } from './bank-order-check';

/** A chosen file's text (FileReader: every browser has it, and so has the test DOM). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** The list of orders' React Query key root (refreshed after an upload). */
export const BANK_ORDER_LIST_KEY = ['transactions', 'tools', 'tools-bank-orders'] as const;

/** The checked file's bad lines shown per page. */
const BAD_LINES_PER_PAGE = 10;
const NO_LINES: readonly BankOrderLine[] = [];

/**
 * Upload a bank order: bank name, account number and the CSV. The file is checked in the browser with the
 * server's own parser as soon as it is chosen: a file the server would refuse says why and cannot be sent; a
 * bad line is listed with its number and reason, and is kept as Invalid when the order is sent.
 */
export function BankOrderUpload({ onUploaded }: { onUploaded(order: BankOrder): void }) {
  const { t } = useTransactionsTranslation();
  const options = useLookupOptions();
  const queryClient = useQueryClient();
  const alerts = useAlertQueue();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<BankOrderCheck | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const say = (m: BankOrderMessage) => t(m.text, m.params);
  const fields = useMemo<FieldDefinition[]>(() => [
    { name: 'bankName', label: t(BO.bankName), type: 'input', validations: [
      { name: 'required', message: t(BANK_ORDER_MESSAGES.bankName) }, { name: 'maxLength', value: 100, message: t(BANK_ORDER_MESSAGES.bankName) }] },
    { name: 'accountNumber', label: t(BO.accountNumber), type: 'input', validations: [
      { name: 'required', message: t(BANK_ORDER_MESSAGES.accountNumber) },
      { name: 'pattern', value: '^\\s*([A-Za-z0-9]\\s*){6,34}$', message: t(BANK_ORDER_MESSAGES.accountNumber) }] },
  ], [t]);
  const form = useFieldForm({
    fields,
    onSubmit: async (values, helpers) => {
      if (!file || !check || check.fileError) { setFileMissing(!file); return; }
      const body = new FormData();
      body.append('bankName', String(values.bankName ?? ''));
      body.append('accountNumber', String(values.accountNumber ?? ''));
      body.append(BANK_ORDER_FILE_FIELD, file, file.name);
      try {
        const order = await uploadWithProgress<BankOrder>(BANK_ORDER_PATHS.list, body, { silent: true });
        alerts.show({ id: 'bank-order', severity: 'success', message: t(BO.uploaded, { ...order }) });
        helpers.resetForm();
        setFile(null);
        setCheck(null);
        await queryClient.invalidateQueries({ queryKey: BANK_ORDER_LIST_KEY });
        onUploaded(order);
      } catch (error) {
        const message = error instanceof ApiError ? t(error.message) : (error as Error).message;
        alerts.show({ id: 'bank-order', severity: 'failed', message: t(BO.uploadFailed, { message }), persist: true });
      }
    },
  });

  const badLines = useMemoryPages(check?.bad ?? NO_LINES, BAD_LINES_PER_PAGE);
  const badColumns = useMemo<ColumnDef<BankOrderLine>[]>(() => [
    { key: 'line', title: BO.line, value: (line) => line.lineNumber, width: 80 },
    { key: 'reason', title: BO.reason, value: (line) => (line.error ? t(line.error.text, line.error.params) : '') },
  ], [t]);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setFileMissing(false);
    setCheck(checkBankOrder(await readText(chosen), options.decimalPlaces));
  };

  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t(BO.uploadTitle)}</Typography.Title>} style={{ marginBottom: 16 }}>
      <FieldList form={form} fields={fields} idPrefix="bank-order" />
      <div style={{ marginBottom: 12 }}>
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => { void choose(chosen); return false; }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t(BO.chooseFile)}</Button>
        </Upload>
        <span style={{ marginLeft: 12 }}>{file?.name}</span>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>{t(BO.fileHint)}</Typography.Paragraph>
        {fileMissing && <Alert type="error" showIcon title={t(BANK_ORDER_MESSAGES.noFile)} style={{ marginTop: 8 }} />}
      </div>
      {check?.fileError && <Alert type="error" showIcon role="alert" title={say(check.fileError)} style={{ marginBottom: 12 }} />}
      {check && !check.fileError && (
        <div style={{ marginBottom: 12 }}>
          <Alert
            type={check.bad.length ? 'warning' : 'success'}
            showIcon
            title={t(BO.checked, { lines: check.lines, good: check.lines - check.bad.length, bad: check.bad.length })}
            style={{ marginBottom: 8 }}
          />
          {check.bad.length > 0 && (
            <>
              <ListTable rows={badLines.rows} rowKey={(line) => line.lineNumber} columns={badColumns} translate={t} fit caption={t(BO.badLines)} />
              {badLines.pager && <ListPager {...badLines.pager} />}
            </>
          )}
        </div>
      )}
      <AlertBanner alerts={alerts.alerts} onClose={alerts.close} />
      <Button type="primary" loading={form.isSubmitting} disabled={!!check?.fileError} onClick={() => { setFileMissing(!file); void form.submitForm(); }}>
        {t(BO.upload)}
      </Button>
    </Card>
  );
}
