import { leadStatusNameIn } from '@portal/contracts';
import { useCrmLeadsTranslation } from './texts';

/** A lead status's shown name: one the seed named reads in the reader's language, one staff set as they set it. */
export function useLeadStatusName(): (name: string) => string {
  const { i18n } = useCrmLeadsTranslation();
  const language = i18n.language;
  return (name) => leadStatusNameIn(name, language);
}
