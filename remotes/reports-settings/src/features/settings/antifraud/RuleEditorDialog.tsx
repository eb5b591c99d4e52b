import { Alert, Input, InputNumber, Modal, Space } from 'antd';
import { useId, useState } from 'react';
import { callApi } from '@portal/api-client';
import {
  ANTIFRAUD_ACTIONS, ANTIFRAUD_RULE_ENDPOINTS as E, ANTIFRAUD_MESSAGES, conditionProblem,
  type AntifraudAction, type AntifraudRuleBody, type AntifraudRuleRow, type RuleGroup,
} from '@portal/contracts';
import { BacktestPanel } from './BacktestPanel';
import { ConditionBuilder, newCondition } from './ConditionBuilder';
import { KitSelect } from '@portal/kit';
import { AF, useAntifraudTranslation } from './texts';

/** The form's first problem (the server checks the same), or null. */
export function ruleProblem(body: AntifraudRuleBody): string | null {
  if (!body.name.trim()) return ANTIFRAUD_MESSAGES.nameRequired;
  if (!Number.isInteger(body.score) || body.score < 0 || body.score > 100) return ANTIFRAUD_MESSAGES.scoreRange;
  return conditionProblem(body.conditions);
}

/**
 * A rule's editor (ADR 0106): name, action, score and the condition builder, with "Test against past payments" before
 * it is saved. Saving stores a new version (a draft); nothing typed is lost on an error.
 */
export function RuleEditorDialog({ rule, onClose, onSaved }: { rule: AntifraudRuleRow | null; onClose: () => void; onSaved: (saved: AntifraudRuleRow) => void }) {
  const { t } = useAntifraudTranslation();
  const ids = useId();
  const [name, setName] = useState(rule?.name ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const [action, setAction] = useState<AntifraudAction>(rule?.action ?? 'Block');
  const [score, setScore] = useState<number>(rule?.score ?? 90);
  const [conditions, setConditions] = useState<RuleGroup>(rule?.conditions ?? { combinator: 'and', rules: [newCondition()] });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const body: AntifraudRuleBody = { name: name.trim(), description: description.trim(), action, score, conditions };
    const problem = ruleProblem(body);
    if (problem) { setError(problem); return; }
    setSaving(true);
    setError(null);
    try {
      const saved = rule
        ? await callApi(E.resource.update, { params: { id: rule.ruleId }, body: body as never })
        : await callApi(E.resource.create, { body: body as never });
      onSaved(saved as unknown as AntifraudRuleRow);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={rule ? t(AF.editRule, { name: rule.name }) : t(AF.newRuleTitle)} onCancel={onClose} onOk={() => void save()}
      okText={t(AF.save)} cancelText={t(AF.cancel)} confirmLoading={saving} width={820} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon role="alert" title={t(error)} />}
        <label htmlFor={`${ids}-name`}>{t(AF.name)}</label>
        <Input id={`${ids}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${ids}-description`}>{t(AF.description)}</label>
        <Input.TextArea id={`${ids}-description`} value={description} maxLength={500} rows={2} onChange={(e) => setDescription(e.target.value)} />
        <Space wrap>
          <KitSelect aria-label={t(AF.action)} value={action} style={{ width: 180 }} onChange={setAction}
            options={ANTIFRAUD_ACTIONS.map((a) => ({ value: a, label: t(AF[a]) }))} />
          <InputNumber aria-label={t(AF.score)} min={0} max={100} precision={0} value={score} onChange={(v) => setScore(typeof v === 'number' ? v : 0)} />
        </Space>
        <ConditionBuilder value={conditions} onChange={setConditions} />
        <BacktestPanel action={action} conditions={conditions} />
      </Space>
    </Modal>
  );
}
