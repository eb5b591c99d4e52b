import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '@portal/ui';

/**
 * The paths among `paths` whose route draws the "not built yet" placeholder (or has no route at all): a remote's
 * test names the routes that must be real pages and expects this to be empty.
 */
export function placeholderPaths(routes: readonly RouteObject[], paths: readonly string[]): string[] {
  const byPath = new Map(routes.map((r) => [r.path, r.element as { type?: unknown } | undefined]));
  return paths.filter((path) => !byPath.has(path) || byPath.get(path)?.type === PlaceholderPage);
}
