import { Flex, Tag, Typography } from 'antd';
import type { TicketReference } from '@portal/contracts';
import { downloadFile } from '../../api/download-file';

/** References: the page the ticket was raised from, transactions, customers and attached files (downloadable). */
export function TicketReferences({ references, tenantId }: { references: TicketReference[]; tenantId: string | null }) {
  return (
    <Flex gap={6} wrap data-testid="ticket-references">
      {references.map((ref, index) => {
        const key = `${ref.key}-${ref.value}-${index}`;
        if (ref.key === 'File') {
          return (
            <Tag key={key} color="blue">
              <Typography.Link onClick={() => void downloadFile(ref.value, tenantId)}>File {ref.value.slice(0, 8)}</Typography.Link>
            </Tag>
          );
        }
        if (ref.key === 'createdOn') {
          return (
            <Tag key={key} title={ref.value} style={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              createdOn {safePath(ref.value)}
            </Tag>
          );
        }
        return <Tag key={key}>{ref.key} {ref.value}</Tag>;
      })}
    </Flex>
  );
}

/** The page address as a path (the origin adds nothing for the reader). */
function safePath(address: string): string {
  try {
    const url = new URL(address);
    return url.pathname + url.search;
  } catch {
    return address;
  }
}
