import { seededCrmNameIn } from '@portal/contracts';
import { useInReaderLanguage } from './use-in-reader-language';

/**
 * A CRM setting's shown name (lead status, pipeline, stage, activity set, activity): one the seed named reads in the
 * reader's language, one the tenant's staff set as they set it.
 */
export const useSeededName = (): ((name: string) => string) => useInReaderLanguage(seededCrmNameIn);
