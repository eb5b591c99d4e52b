import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { ANTIFRAUD_RULE_ENDPOINTS as E, BACKTEST_DAYS, conditionProblem, type AntifraudAction, type BacktestExample, type BacktestResult, type RuleGroup } from '@portal/contracts';
import { KitSelect, formatMoney, ListTable, type ColumnDef } from '@portal/kit';
import { AF, useAntifraudTranslation } from './texts';

/** "Test against past payments": runs the draft through the server's evaluator over the last 30 or 90 days. */
export function BacktestPanel({ action, conditions }: { action: AntifraudAction; conditions: RuleGroup }) {
  const { t } = useAntifraudTranslation();
  const [days, setDays] = useState<number>(30);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<BacktestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    const problem = conditionProblem(conditions);
    setResult(null);
    if (problem) { setError(problem); return; }
    setError(null);
    setRunning(true);
    try {
      setResult(await callApi(E.backtest, { body: { action, conditions: conditions as never, days: days as 30 } }) as BacktestResult);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setRunning(false);
    }
  };
  const columns: ColumnDef<BacktestExample>[] = [
    { key: 'externalId', title: AF.reference, value: (r) => r.externalId },
    { key: 'createdAt', title: AF.created, kind: 'dateTime', value: (r) => r.createdAt },
    { key: 'amount', title: AF.amount, align: 'right', value: (r) => r.amount, render: (r) => formatMoney(r.amount, r.currency) },
    { key: 'decision', title: AF.decision, value: (r) => t(AF[r.decision]) },
    { key: 'condition', title: AF.firedCondition, value: (r) => r.condition },
  ];
  return (
    <section aria-label={t(AF.testPast)} style={{ marginTop: 16 }}>
      <Space wrap>
        <KitSelect aria-label={t(AF.days)} value={days} onChange={setDays} style={{ width: 160 }}
          options={BACKTEST_DAYS.map((d) => ({ value: d, label: t(AF.lastDays, { days: d }) }))} />
        <Button onClick={() => void run()} loading={running}>{t(AF.testPast)}</Button>
      </Space>
      <div aria-live="polite">
        {error && <Alert type="error" showIcon title={t(error)} style={{ marginTop: 12 }} />}
        {result && (
          <div style={{ marginTop: 12 }}>
            <Typography.Paragraph strong>{t(AF.testResult, { total: result.total, days: result.days, blocked: result.blocked, reviewed: result.reviewed })}</Typography.Paragraph>
            {(result.allowed > 0 || result.threeDSecure > 0) && <Typography.Paragraph>{t(AF.testAllowed, { allowed: result.allowed, threeDSecure: result.threeDSecure })}</Typography.Paragraph>}
            {result.examples.length > 0 && (
              <>
                <Typography.Title level={5}>{t(AF.examples)}</Typography.Title>
                <ListTable rows={result.examples} rowKey={(r) => r.transactionId} columns={columns} translate={(s) => t(s)} fit />
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
