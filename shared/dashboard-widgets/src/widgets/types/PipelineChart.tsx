import { Flex, Progress, Tag, Typography } from 'antd';
import { formatCount } from '@portal/kit';
import { PIPELINE_STATE_TONES, type PipelineState } from '@portal/contracts';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import type { WidgetBodyProps } from '../WidgetBody';

/** Pipeline stage colours (spec part 2 section 4), each with 4.5:1 contrast for its text (ADR 0039's palette). */
const TONE_COLOURS = { negative: '#b42318', black: '#000000', neutral: '#595959', positive: '#1b7a34' } as const;
const OPEN_COLOUR = '#1668dc';

/**
 * PIPELINE_CHART: open elements per stage as bars, then how closed ones ended, each outcome in its tone:
 * negative for Lost or Disqualified, black for Abandoned, neutral for Suspended, positive for Won, GoLive or Converted.
 */
export function PipelineChart({ data }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const stages = data.data.filter((r) => r.state === null);
  const closed = data.data.filter((r) => r.state !== null);
  const most = Math.max(1, ...data.data.map((r) => Number(r.count ?? 0)));
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t(D.open)}</Typography.Text>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {stages.map((row) => (
          <li key={String(row.stage)}>
            <Flex align="center" gap="small">
              <span style={{ width: 96, flex: 'none' }}>{t(String(row.stage))}</span>
              <Progress
                percent={(Number(row.count) / most) * 100}
                showInfo={false}
                strokeColor={OPEN_COLOUR}
                style={{ flex: 1, margin: 0 }}
                aria-label={`${t(String(row.stage))}: ${formatCount(Number(row.count))}`}
              />
              <span style={{ width: 40, textAlign: 'right' }}>{formatCount(Number(row.count))}</span>
            </Flex>
          </li>
        ))}
      </ol>
      {closed.length > 0 && (
        <>
          <Typography.Text strong>{t(D.closed)}</Typography.Text>
          <Flex wrap gap="small">
            {closed.map((row) => {
              const tone = PIPELINE_STATE_TONES[row.state as PipelineState] ?? 'neutral';
              return (
                <Tag key={String(row.state)} color={TONE_COLOURS[tone]} data-tone={tone}>
                  {t(String(row.state))}: {formatCount(Number(row.count))}
                </Tag>
              );
            })}
          </Flex>
        </>
      )}
    </Flex>
  );
}
