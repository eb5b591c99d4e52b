import { utrOutcomeTone, type UtrOutcome } from '@portal/contracts';
import { StatusPill } from '@portal/kit';
import { UT } from '../../i18n/utr-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

/** What a submitted UTR came to: Matched positive, NotFound pending (it may still arrive), the rest negative. */
export function UtrOutcomePill({ outcome }: { outcome: UtrOutcome }) {
  const { t } = useTransactionsTranslation();
  return <StatusPill status={outcome} tone={utrOutcomeTone(outcome)} label={t(UT[outcome])} />;
}
