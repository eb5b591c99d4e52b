import { Alert, DatePicker, Flex, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { HALF_DAY_PARTS, LEAVE_EMPLOYEES, LEAVE_KINDS, LEAVE_LIMITS, LEAVE_REQUESTS, type LeaveKind } from '@portal/contracts';
import { KitSelect, resourceBannerId, useAlertBanner, useResourceMutation } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { LV } from '../../i18n/leave-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

const DAY_FORMAT = 'YYYY-MM-DD';
const SHOWN = 'DD/MM/YYYY';

/**
 * A leave request (ADR 0084): full days (first and last day), a half day (a day and its morning or afternoon) or
 * hours of one day; for oneself or, for whoever files it, a colleague. The browser checks what the server checks
 * first; the server's refusal (overlap, allowance, nothing to take) stays in the dialog with what was typed.
 */
export function LeaveRequestDialog({ open, onDone }: { open: boolean; onDone(): void }) {
  const { t } = useCrmTranslation();
  const id = useId();
  const focus = useDialogFocus(open);
  const banner = useAlertBanner();
  const mutation = useResourceMutation(LEAVE_REQUESTS, 'create');
  const employees = useQuery({
    queryKey: ['leave-employees-options'],
    queryFn: ({ signal }) => callApi(LEAVE_EMPLOYEES.endpoints.list, { query: { pageSize: 100, pageIndex: 0 }, signal }),
    enabled: open,
  });
  const [kind, setKind] = useState<LeaveKind>('FullDays');
  const [employeeId, setEmployeeId] = useState<string | undefined>(undefined);
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [part, setPart] = useState<'Morning' | 'Afternoon'>('Morning');
  const [hours, setHours] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const problems: Record<string, string | undefined> = {
    start: start ? undefined : t(LV.required, { label: t(kind === 'FullDays' ? LV.from : LV.day) }),
    end: kind !== 'FullDays' ? undefined : !end ? t(LV.required, { label: t(LV.to) }) : start && end.isBefore(start, 'day') ? t(LV.endBeforeStart) : undefined,
    hours: kind === 'Hours' && !hours ? t(LV.required, { label: t(LV.hours) }) : undefined,
  };
  const shown = (key: string) => (tried ? problems[key] : undefined);

  const send = async () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    setRefusal(null);
    try {
      const saved = await mutation.send({
        body: {
          kind, startDay: start!.format(DAY_FORMAT),
          ...(employeeId ? { employeeId } : {}),
          ...(kind === 'FullDays' ? { endDay: end!.format(DAY_FORMAT) } : {}),
          ...(kind === 'HalfDay' ? { halfDayPart: part } : {}),
          ...(kind === 'Hours' ? { hours: hours! } : {}),
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      }) as { days: number };
      banner.show({ id: resourceBannerId(LEAVE_REQUESTS), severity: 'success', message: t(LV.sent, { days: saved.days }) });
      onDone();
    } catch (error) {
      setRefusal(t(error instanceof Error ? error.message : String(error)));
    }
  };

  const field = (key: string, label: string, control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; status?: 'error' }) => ReactNode) => {
    const problem = shown(key);
    const fieldId = `${id}-${key}`;
    return (
      <Flex vertical gap={4}>
        <label htmlFor={fieldId}>{label}</label>
        {control({ id: fieldId, ...(problem ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error`, status: 'error' as const } : {}) })}
        {problem && <Typography.Text type="danger" id={`${fieldId}-error`}>{problem}</Typography.Text>}
      </Flex>
    );
  };

  return (
    <Modal {...focus} open={open} title={t(LV.newRequestTitle)} okText={t(LV.send)} cancelText={t(LV.cancel)}
      okButtonProps={{ loading: mutation.isPending }} onOk={() => { void send(); }} onCancel={onDone} destroyOnHidden>
      <Flex vertical gap={12}>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
        {field('employee', t(LV.forWhom), (props) => (
          <KitSelect<string> {...props} allowClear placeholder={t(LV.myself)} value={employeeId} onChange={(v?: string) => setEmployeeId(v)}
            loading={employees.isLoading} showSearch={{ optionFilterProp: 'label' }}
            options={(employees.data?.data ?? []).map((e) => ({ value: e.userId, label: e.name }))} />
        ))}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 'inherit', marginBottom: 4 }}>{t(LV.kind)}</legend>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as LeaveKind)} options={LEAVE_KINDS.map((k) => ({ value: k, label: t(LV[k]) }))} />
        </fieldset>
        {field('start', t(kind === 'FullDays' ? LV.from : LV.day), (props) => (
          <DatePicker {...props} format={SHOWN} value={start} onChange={(v) => setStart(v)} style={{ width: '100%' }} />
        ))}
        {kind === 'FullDays' && field('end', t(LV.to), (props) => (
          <DatePicker {...props} format={SHOWN} value={end} minDate={start ?? undefined} onChange={(v) => setEnd(v)} style={{ width: '100%' }} />
        ))}
        {kind === 'HalfDay' && (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontSize: 'inherit', marginBottom: 4 }}>{t(LV.part)}</legend>
            <Radio.Group value={part} onChange={(e) => setPart(e.target.value)} options={HALF_DAY_PARTS.map((p) => ({ value: p, label: t(LV[p]) }))} />
          </fieldset>
        )}
        {kind === 'Hours' && field('hours', t(LV.hours), (props) => (
          <InputNumber {...props} min={0.25} max={LEAVE_LIMITS.maxHoursPerDay} step={0.25} value={hours} onChange={(v) => setHours(v === null ? null : Number(v))} style={{ width: 160 }} />
        ))}
        {field('reason', t(LV.reason), (props) => (
          <Input.TextArea {...props} maxLength={LEAVE_LIMITS.reasonMax} showCount value={reason} onChange={(e) => setReason(e.target.value)} autoSize={{ minRows: 2, maxRows: 5 }} />
        ))}
      </Flex>
    </Modal>
  );
}

