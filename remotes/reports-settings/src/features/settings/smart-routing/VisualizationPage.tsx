import { Alert, Button, Card, Flex, Input, InputNumber, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi, getSystemMode } from '@portal/api-client';
import { SMART_ROUTING_ENDPOINTS as E, type RoutingRow, type RoutingSimulationAnswer, type RoutingStep } from '@portal/contracts';
import { KitSelect, ListTable, useLookups, type ColumnDef } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { RoutingFlow, SplitBar } from './RoutingFlow';
import { SR, useSmartRoutingTranslation } from './texts';

/**
 * /smart-routing-visualization (spec part 2 section 2.3: needs Merchant.PaymentsSettings.SmartRouting.View; ADR 0107):
 * the website's active configuration in the current mode as a flow, and a simulator that asks the server's routing
 * function (the payment path's) for a payment's decision: each step, the channels in order, a split's proportions.
 */
/**
 * A simulator field's visible caption (a placeholder vanishes once the field holds a value, and says nothing at 390 px
 * where the fields stack). The control keeps its own accessible name, the same words.
 */
function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text aria-hidden="true">{caption}</Typography.Text>
      {children}
    </Flex>
  );
}

export function VisualizationPage({ title }: { title: string }) {
  const { t } = useSmartRoutingTranslation();
  const lookups = useLookups(['websites', 'channels', 'methods', 'currencies']);
  const [picked, setPicked] = useState<string | undefined>();
  const first = lookups.websites.options[0]?.id;
  const websiteId = picked ?? (first === undefined ? undefined : String(first));
  const mode = getSystemMode();
  const active = useQuery({
    queryKey: ['smart-routing', 'active', mode, websiteId],
    queryFn: async ({ signal }) => (await callApi(E.active, { query: { websiteId: websiteId! }, signal }) as unknown as RoutingRow[])[0] ?? null,
    enabled: !!websiteId,
  });
  const channelName = (id: string) => lookups.channels.byId.get(id)?.name ?? id;
  const [payment, setPayment] = useState({ paymentMethod: 'card', amount: 1000 as number | null, currency: 'GBP', cardCountry: 'GB', cardBin: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<RoutingSimulationAnswer | null>(null);
  const [running, setRunning] = useState(false);
  const simulate = async () => {
    if (payment.amount === null || payment.amount < 0) { setProblem(t(SR.amountRequired)); return; }
    if (!/^[0-9]{0,8}$/.test(payment.cardBin)) { setProblem(t(SR.binInvalid)); return; }
    if (!websiteId) { setProblem(t(SR.websiteRequired)); return; }
    setProblem(null);
    setRunning(true);
    try {
      const body = { websiteId, paymentMethod: payment.paymentMethod, amount: payment.amount, currency: payment.currency,
        ...(payment.cardCountry.trim() ? { cardCountry: payment.cardCountry.trim().toUpperCase() } : {}), ...(payment.cardBin ? { cardBin: payment.cardBin } : {}) };
      setAnswer(await callApi(E.simulate, { body }) as unknown as RoutingSimulationAnswer);
    } catch (err) {
      setProblem(t(err instanceof Error ? err.message : String(err)));
    } finally {
      setRunning(false);
    }
  };
  const columns = useMemo<ColumnDef<RoutingStep>[]>(() => [
    { key: 'step', title: SR.step, value: (r) => r.step, width: 70 },
    { key: 'rule', title: SR.rule, value: (r) => r.rule, width: 320 },
    { key: 'matched', title: SR.matched, value: (r) => t(r.matched ? SR.yes : SR.no), width: 90 },
    { key: 'decision', title: SR.decision, value: (r) => r.decision, width: 320 },
  ], [t]);
  const set = (patch: Partial<typeof payment>) => setPayment((p) => ({ ...p, ...patch }));
  return (
    <div style={{ padding: 16, maxWidth: 1100 }}>
      <PageTitle title={title} level={1} />
      <Typography.Paragraph type="secondary">{t(SR.vizIntro)}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KitSelect<string> aria-label={t(SR.website)} value={websiteId} style={{ minWidth: 260 }} onChange={(id: string) => { setPicked(id); setAnswer(null); }}
          options={lookups.websites.options.map((w) => ({ value: String(w.id), label: w.name }))} />
      </Space>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(SR.flow)}</h2>} style={{ marginBottom: 16 }}>
        {active.data
          ? (
            <>
              <Typography.Paragraph>{t(SR.activeConfiguration, { name: active.data.name, version: active.data.version })}</Typography.Paragraph>
              <RoutingFlow configuration={active.data} channelName={channelName} />
            </>
          )
          : !active.isLoading && <Typography.Paragraph>{t(SR.noActive)}</Typography.Paragraph>}
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(SR.simulator)}</h2>}>
        <form onSubmit={(e) => { e.preventDefault(); void simulate(); }}>
          <Space wrap align="end" style={{ marginBottom: 12 }}>
            <Captioned caption={t(SR.paymentMethod)}>
              <KitSelect<string> aria-label={t(SR.paymentMethod)} value={payment.paymentMethod} style={{ minWidth: 180 }}
                options={lookups.methods.options.map((m) => ({ value: String(m.id), label: m.name }))} onChange={(paymentMethod: string) => set({ paymentMethod })} />
            </Captioned>
            <Captioned caption={t(SR.amount)}>
              <InputNumber aria-label={t(SR.amount)} min={0} precision={0} value={payment.amount} style={{ width: 170 }}
                onChange={(v) => set({ amount: typeof v === 'number' ? v : null })} />
            </Captioned>
            <Captioned caption={t(SR.currency)}>
              <KitSelect<string> aria-label={t(SR.currency)} value={payment.currency} style={{ width: 110 }}
                options={lookups.currencies.options.map((c) => ({ value: String(c.id), label: c.name }))} onChange={(currency: string) => set({ currency })} />
            </Captioned>
            <Captioned caption={t(SR.cardCountry)}>
              <Input aria-label={t(SR.cardCountry)} value={payment.cardCountry} maxLength={2} style={{ width: 120 }}
                onChange={(e) => set({ cardCountry: e.target.value })} />
            </Captioned>
            <Captioned caption={t(SR.cardBin)}>
              <Input aria-label={t(SR.cardBin)} value={payment.cardBin} maxLength={8} inputMode="numeric" style={{ width: 130 }}
                onChange={(e) => set({ cardBin: e.target.value.trim() })} />
            </Captioned>
            <Button type="primary" htmlType="submit" loading={running}>{t(SR.simulate)}</Button>
          </Space>
        </form>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
        {answer && (
          <section aria-label={t(SR.steps)} aria-live="polite">
            <h3 style={{ fontSize: 15 }}>{t(SR.steps)}</h3>
            <ListTable<RoutingStep> rows={answer.steps} rowKey={(r) => String(r.step)} columns={columns} translate={(k) => t(k)} fit label={t(SR.steps)} />
            <h3 style={{ fontSize: 15, marginTop: 12 }}>{t(SR.order)}</h3>
            <ol>{answer.order.map((c) => <li key={c.id}>{c.name} · {c.serviceProviderName}</li>)}</ol>
            {answer.split && answer.split.length > 1 && (
              <>
                <h3 style={{ fontSize: 15 }}>{t(SR.proportions)}</h3>
                <SplitBar label={t(SR.proportions)} shares={answer.split.map((s) => ({ name: s.channelName, percent: s.percent }))} />
              </>
            )}
          </section>
        )}
      </Card>
    </div>
  );
}
