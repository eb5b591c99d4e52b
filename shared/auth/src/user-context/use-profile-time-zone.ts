import { useUserContext } from './user-context-query';

/**
 * The zone the user's profile shows times in (`configureTimeZone`); undefined (the browser's zone) until the
 * user context has loaded or when the profile names none. Every time on screen and in a file uses it.
 */
export function useProfileTimeZone(): string | undefined {
  return useUserContext().data?.user.configureTimeZone || undefined;
}
