import { matchPattern } from './route-match';
import { ROUTES, type RouteDefinition } from './route-table';

/** The route a path shows (route-table.ts); null for an unknown path or one whose encoding does not decode. */
export function routeAt(pathname: string): RouteDefinition | null {
  try {
    return ROUTES.find((route) => matchPattern(route.path, pathname) !== null) ?? null;
  } catch {
    return null;
  }
}
