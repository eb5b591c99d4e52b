import { Empty, Flex } from 'antd';
import type { FeedItem } from '@portal/contracts';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { FeedItemView } from './FeedItemView';

/** The ticket's feed, oldest first. Comments cannot be edited here (editing is hidden, spec part 1 section 3). */
export function TicketFeed({ items }: { items: FeedItem[] }) {
  const { t } = useSupportTranslation();
  if (items.length === 0) return <Empty description={t(T.noFeed)} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Flex vertical gap={8} data-testid="ticket-feed">
      {items.map((item, index) => (
        <FeedItemView key={item.id ?? `${item.type}-${index}`} item={item} />
      ))}
    </Flex>
  );
}
