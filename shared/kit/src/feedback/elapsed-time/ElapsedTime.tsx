import { useFormKitTranslation } from '../../fields/form-texts';
import { formatElapsedSeconds } from './format-elapsed';

/** An elapsed time in seconds with 3 decimals and its unit ("0,125 s"; "0,125 sn" in Turkish). */
export function ElapsedTime({ seconds }: { seconds: number | null | undefined }) {
  const { t } = useFormKitTranslation();
  const text = formatElapsedSeconds(seconds);
  return text ? <span>{t('{{seconds}} s', { seconds: text })}</span> : null;
}
