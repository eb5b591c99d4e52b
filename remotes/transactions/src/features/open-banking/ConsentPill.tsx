import { openBankingTone, type OpenBankingConsentStatus } from '@portal/contracts';
import { StatusPill } from '@portal/kit';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

/** A consent status as a pill: Expired and Rejected negative, Authorised positive, Revoked and AwaitingAuthorisation pending (spec part 2 section 4). */
export function ConsentPill({ status }: { status: OpenBankingConsentStatus }) {
  const { t } = useTransactionsTranslation();
  return <StatusPill status={status} tone={openBankingTone(status)} label={t(status)} />;
}
