import { payeeConfirmationTone, type PayeeConfirmationStatus } from '@portal/contracts';
import { StatusPill } from '@portal/kit';
import { PT } from '../../i18n/payment-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

/** What each status is called (NotNeeded and Success have their own words; Pending and Failed are the statuses' own). */
const LABEL: Record<PayeeConfirmationStatus, string> = { NotNeeded: PT.NotNeeded, Pending: 'Pending', Success: PT.Success, Failed: 'Failed' };

/** A payee confirmation status as a pill: positive on Success, negative on Failed, pending otherwise (spec part 2 section 4). */
export function PayeePill({ status }: { status: PayeeConfirmationStatus }) {
  const { t } = useTransactionsTranslation();
  return <StatusPill status={status} tone={payeeConfirmationTone(status)} label={t(LABEL[status])} />;
}
