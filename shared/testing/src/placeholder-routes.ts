import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The paths among `paths` whose route draws `placeholder` (the "not built yet" page, passed by the caller so this
 * module stays free of @portal/ui's DOM-only imports) or has no route at all: a remote's test names the routes that
 * must be real pages and expects this to be empty.
 */
export function placeholderPaths(routes: readonly RouteObject[], paths: readonly string[], placeholder: ComponentType<never>): string[] {
  const byPath = new Map(routes.map((r) => [r.path, r.element as { type?: unknown } | undefined]));
  return paths.filter((path) => !byPath.has(path) || byPath.get(path)?.type === placeholder);
}
