import { matchPattern } from '../routing/route-match';
import { ROUTES } from '../routing/route-table';
import { TELEMETRY_PATH_MAX } from './telemetry.schemas';

/** A page view's section: the screen its route shows (route-table.ts), `notFound` for an unknown path. */
export function sectionOf(pathname: string): string {
  try {
    return ROUTES.find((route) => matchPattern(route.path, pathname) !== null)?.screen ?? 'notFound';
  } catch {
    // A path whose encoding does not decode matches no route.
    return 'notFound';
  }
}

/** The path a page view names: no query or fragment (they may carry search words), within the schema's length. */
export const pagePathOf = (pathname: string): string => (pathname.startsWith('/') ? pathname : `/${pathname}`).replace(/[?#].*$/, '').slice(0, TELEMETRY_PATH_MAX);
