import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { Flex, Tag, Typography } from 'antd';
import { useUserContext } from '@portal/auth';
import type { TicketReference } from '@portal/contracts';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useCustomers } from '../../../lookups/api/get-customers';
import { useSupportScope } from '../../../scope/support-scope';
import { downloadFile } from '../../api/download-file';
import { useFileDetails } from '../../api/get-file-details';

export interface TicketReferencesProps {
  references: TicketReference[];
  /** Platform view: the ticket's tenant (its file and customer variants); null: the caller's own. */
  tenantId: string | null;
}

/**
 * References: the page the ticket was raised from, transactions (external id), customers (by name)
 * and attached files (by name, downloadable).
 */
export function TicketReferences({ references, tenantId }: TicketReferencesProps) {
  return (
    <Flex gap={6} wrap data-testid="ticket-references">
      {references.map((ref, index) => {
        const key = `${ref.key}-${ref.value}-${index}`;
        if (ref.key === 'File') return <FileReference key={key} fileId={ref.value} tenantId={tenantId} />;
        if (ref.key === 'Customer') return <CustomerReference key={key} customerId={ref.value} tenantId={tenantId} />;
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

function FileReference({ fileId, tenantId }: { fileId: string; tenantId: string | null }) {
  const { t } = useSupportTranslation();
  const details = useFileDetails(fileId, tenantId);
  // Until the details answer (or if the file is gone) the tag reads just "File".
  const name = details.data?.fileName ?? t(T.file);
  return (
    <Tag color="blue" icon={<PaperClipOutlined aria-hidden />}>
      <Typography.Link onClick={() => void downloadFile(fileId, tenantId)} title={name}>{name}</Typography.Link>
    </Tag>
  );
}

/** Tenant and platform staff look the name up in the tenant's customers; a merchant can only reference its own business. */
function CustomerReference({ customerId, tenantId }: { customerId: string; tenantId: string | null }) {
  const { t } = useSupportTranslation();
  const isMerchant = useSupportScope() === 'merchant';
  const merchant = useUserContext().data?.user.merchant ?? null;
  // Merchants have no customers list (spec part 1 section 6).
  const customers = useCustomers(tenantId, !isMerchant);
  const name = isMerchant
    ? (merchant?.merchantId === customerId ? merchant.legalBusinessName : undefined)
    : customers.data?.find((c) => c.merchantId === customerId)?.legalBusinessName;
  return <Tag>{t(T.customer)} {name ?? (customers.isFetching ? '…' : t(T.unknownCustomer))}</Tag>;
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
