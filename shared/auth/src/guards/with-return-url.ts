import { useLocation } from 'react-router';

/** `${target}?returnUrl=<current path+search>` (spec part 1 section 2). */
export function withReturnUrl(target: string, returnUrl: string): string {
  return `${target}${target.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(returnUrl)}`;
}

export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
