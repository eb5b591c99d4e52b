import { Alert, Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { CRM_ACTIVITY_ENDPOINTS, crmRecordPath } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { PageTitle } from '@portal/ui';
import { ItemList, ItemListItem, scopeQueryOf, usePortalScope } from '@portal/kit';
import { formatMajor } from '../records/major-money';
import { AC, useCrmActivityTranslation } from '../activity/texts';
import { TaskStatePill } from '../activity/task-status';
import { portalDay } from '../records/portal-day';
import { useToday } from '../activity/use-today';
import { Loading } from '../activity/Loading';

/** The home's query key (TASKS invalidates 'crm-home': a task done elsewhere leaves the list). */
export const HOME_QUERY_KEY = 'crm-home';

/** The CRM home (/crm; ADR 0092): my open tasks (overdue on my clock counted), my pipeline at a glance, my recent records. */
export function CrmHomePage({ title }: { title: string }) {
  const { t } = useCrmActivityTranslation();
  const today = useToday();
  const timeZone = useProfileTimeZone();
  const scope = usePortalScope();
  const home = useQuery({
    queryKey: [HOME_QUERY_KEY, today, scope.tenantId],
    queryFn: ({ signal }) => callApi(CRM_ACTIVITY_ENDPOINTS.home, { query: { today, ...scopeQueryOf({ scope: 'tenant' }, scope) }, signal }),
  });
  const data = home.data;
  return (
    <Card variant="borderless">
      <PageTitle title={title} level={1} />
      <Typography.Paragraph type="secondary">{t(AC.homeIntro)}</Typography.Paragraph>
      {home.isError && <Alert type="error" showIcon title={t(AC.homeFailed)} description={home.error.message} />}
      {home.isLoading && <Loading />}
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(AC.myTasks)}</h2>} extra={<Link to="/crm/tasks">{t(AC.allTasks)}</Link>}>
              <Space size="large" wrap style={{ marginBottom: 12 }}>
                <Statistic title={t(AC.openTasks)} value={data.tasks.open} />
                <Statistic title={t(AC.overdue)} value={data.tasks.overdue} styles={data.tasks.overdue ? { content: { color: '#cf1322' } } : undefined} />
                <Statistic title={t(AC.dueToday)} value={data.tasks.dueToday} />
              </Space>
              {data.tasks.items.length === 0
                ? <Empty description={t(AC.noOpenTasks)} />
                : (
                  <ItemList size="small" items={data.tasks.items} renderItem={(task) => (
                    <ItemListItem>
                      <Space wrap>
                        <Link to={`/crm/tasks?open=${task.id}`}>{task.title}</Link>
                        <Typography.Text type="secondary">{portalDay(task.dueDate)}{task.relatedName ? ` · ${task.relatedName}` : ''}</Typography.Text>
                        <TaskStatePill task={task} today={today} />
                      </Space>
                    </ItemListItem>
                  )} />
                )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(AC.myPipeline)}</h2>} extra={<Link to="/crm/opportunities">{t(AC.opportunity)}</Link>}>
              {data.pipelines.every((p) => p.stages.every((s) => s.count === 0))
                ? <Empty description={t(AC.noPipeline)} />
                : data.pipelines.map((pipeline) => (
                  <div key={pipeline.id} style={{ marginBottom: 12 }}>
                    <h3 style={{ fontSize: 14 }}>{pipeline.name}</h3>
                    <ItemList size="small" items={pipeline.stages} renderItem={(stage) => (
                      <ItemListItem>
                        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                          <span>{stage.name} ({stage.probability}%)</span>
                          <span>
                            <Typography.Text strong>{stage.count}</Typography.Text>
                            {stage.totals.map((total) => (
                              <Typography.Text key={total.currency} type="secondary" style={{ marginInlineStart: 8 }}>
                                {formatMajor(total.amount, total.currency)} ({t(AC.weighted, { amount: formatMajor(total.weighted, total.currency) })})
                              </Typography.Text>
                            ))}
                          </span>
                        </Space>
                      </ItemListItem>
                    )} />
                  </div>
                ))}
            </Card>
          </Col>
          <Col xs={24}>
            <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(AC.recent)}</h2>}>
              {data.recent.length === 0
                ? <Empty description={t(AC.noRecent)} />
                : (
                  <ItemList size="small" items={data.recent} renderItem={(record) => (
                    <ItemListItem>
                      <Space wrap>
                        <Typography.Text type="secondary">{t(AC[record.type])}</Typography.Text>
                        <Link to={crmRecordPath(record.type, record.id)}>{record.name}</Link>
                        {record.detail && <Typography.Text type="secondary">{record.detail}</Typography.Text>}
                        <Typography.Text type="secondary">{formatInTimeZone(record.updatedAt, timeZone, 'dateTime')}</Typography.Text>
                      </Space>
                    </ItemListItem>
                  )} />
                )}
            </Card>
          </Col>
        </Row>
      )}
    </Card>
  );
}
