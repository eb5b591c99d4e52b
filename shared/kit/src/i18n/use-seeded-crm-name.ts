import { seededCrmNameIn, storedCrmName } from '@portal/contracts';
import { useInReaderLanguage } from './use-in-reader-language';

/**
 * A CRM setting's shown name or description (lead status, pipeline, stage, activity set, activity): one the seed
 * wrote reads in the reader's language, one the tenant's staff wrote as they wrote it.
 */
export const useSeededCrmName = (): ((name: string) => string) => useInReaderLanguage(seededCrmNameIn);

/**
 * What a CRM settings form stores for a name or description as the reader wrote it: a seeded one shown in Turkish
 * and saved unchanged stays the seeded name (English readers keep reading it in English).
 */
export const useStoredCrmName = (): ((shown: string) => string) => useInReaderLanguage(storedCrmName);
