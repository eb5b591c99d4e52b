import { Alert, Empty, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '@portal/api-client';
import { crmRecordPath, OPPORTUNITIES, PROJECTS, type ResourceRowOf } from '@portal/contracts';
import { ItemList, ItemListItem, scopeQueryOf, StatusPill, usePortalScope, useSeededCrmName } from '@portal/kit';
import { Loading } from '../activity/Loading';
import { formatMajor } from '../records/major-money';
import { DL, useCrmDealsTranslation } from '../pipeline-board/texts';
import { toneOfState } from '../pipeline-board/board-format';
import { CU, useCrmCustomersTranslation } from './texts';

type Deal = ResourceRowOf<typeof OPPORTUNITIES>;

/** A customer's opportunities and projects (related records, ADR 0092): open ones first, each opening its drawer. */
export function CustomerDeals({ organizationId }: { organizationId: string }) {
  const { t } = useCrmCustomersTranslation();
  const dealTexts = useCrmDealsTranslation();
  const seeded = useSeededCrmName();
  const scope = usePortalScope();
  const deals = useQuery({
    queryKey: [OPPORTUNITIES.key, PROJECTS.key, 'of', organizationId],
    queryFn: async ({ signal }) => {
      const query = { organizationId, pageIndex: 0, pageSize: 100, sortField: 'updatedAt', sortDirection: 'desc', ...scopeQueryOf(OPPORTUNITIES, scope) };
      const [opportunities, projects] = await Promise.all([OPPORTUNITIES, PROJECTS].map((resource) =>
        callApi(resource.endpoints.list, { query, signal } as never) as Promise<{ data: Deal[] }>));
      return [...opportunities!.data, ...projects!.data].sort((a, b) => Number(!!a.closedState) - Number(!!b.closedState));
    },
  });
  if (deals.isError) return <Alert type="error" showIcon title={deals.error.message} />;
  if (!deals.data) return <Loading />;
  if (!deals.data.length) return <Empty description={t(CU.noDeals)} />;
  return (
    <ItemList size="small" items={deals.data} renderItem={(deal) => (
      <ItemListItem>
        <Space wrap>
          <Typography.Text type="secondary">{t(deal.kind === 'opportunity' ? CU.opportunity : CU.project)}</Typography.Text>
          <Link to={crmRecordPath(deal.kind, deal.id)}>{deal.name}</Link>
          {deal.amount && deal.currencyCode && <Typography.Text>{formatMajor(deal.amount, deal.currencyCode)}</Typography.Text>}
          {deal.closedState ? <StatusPill status={deal.closedState} label={dealTexts.t(DL[deal.closedState])} tone={toneOfState(deal.closedState)} /> : <Typography.Text type="secondary">{seeded(deal.stageName)} ({deal.probability}%)</Typography.Text>}
        </Space>
      </ItemListItem>
    )} />
  );
}
