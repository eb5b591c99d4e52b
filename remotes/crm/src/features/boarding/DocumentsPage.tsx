import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Progress, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { REQUIREMENT_STATES } from '@portal/contracts';
import { BOARDING_KEYS, readRequirements, type Requirements } from './boarding-api';
import { RequirementCard } from './RequirementCard';
import { BO, useCrmBoardingTranslation } from './texts';
import { formatFileSize, formatSizeLimit } from '@portal/i18n';

/**
 * The merchant's documents (/boarding/documents; ADR 0098): Stripe's requirements view, grouped as currently due,
 * rejected (with why), under review and accepted; a notification's `?open=<documentId>` brings its document forward.
 */
export function DocumentsPage({ title }: { title: string }) {
  const { t } = useCrmBoardingTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const open = params.get('open');
  const query = useQuery({ queryKey: BOARDING_KEYS.requirements, queryFn: ({ signal }) => readRequirements(signal) });
  const data = query.data;
  useEffect(() => {
    if (open && data) document.getElementById(`document-${open}`)?.focus();
  }, [open, data]);
  const onUploaded = (next: Requirements) => queryClient.setQueryData(BOARDING_KEYS.requirements, next);
  const order = ['CurrentlyDue', 'Rejected', 'UnderReview', 'Accepted'] as const satisfies ReadonlyArray<(typeof REQUIREMENT_STATES)[number]>;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>{t(title)}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(BO.documentsIntro)}</Typography.Paragraph>
      {!data ? <Skeleton active /> : (
        <>
          <div>
            <Typography.Text>{t(BO.documentsTotal, { used: formatFileSize(data.totalBytes), max: formatSizeLimit(data.maxTotalBytes) })}</Typography.Text>
            <Progress percent={Math.round((data.totalBytes / data.maxTotalBytes) * 100)} size="small" aria-label={t(BO.documentsTotal, { used: formatFileSize(data.totalBytes), max: formatSizeLimit(data.maxTotalBytes) })} />
          </div>
          {data.requirements.length === 0 && <Alert type="info" showIcon title={t(BO.noRequirements)} />}
          {order.map((state) => {
            const items = data.requirements.filter((r) => r.state === state);
            if (!items.length) return null;
            return (
              <section key={state} aria-labelledby={`requirements-${state}`}>
                <Typography.Title level={3} id={`requirements-${state}`}>{t(BO[state])} ({items.length})</Typography.Title>
                <Flex vertical gap={12}>
                  {items.map((r) => <RequirementCard key={r.key} requirement={r} highlighted={!!open && r.document?.id === open} onUploaded={onUploaded} />)}
                </Flex>
              </section>
            );
          })}
        </>
      )}
    </Flex>
  );
}
