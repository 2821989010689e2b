import { routeAt } from '../routing/route-at';
import { TELEMETRY_PATH_MAX } from './telemetry.constants';

/** A page view's section: the screen its route shows (route-table.ts), `notFound` for an unknown path. */
export const sectionOf = (pathname: string): string => routeAt(pathname)?.screen ?? 'notFound';

/** The path a page view names: no query or fragment (they may carry search words), within the schema's length. */
export const pagePathOf = (pathname: string): string => (pathname.startsWith('/') ? pathname : `/${pathname}`).replace(/[?#].*$/, '').slice(0, TELEMETRY_PATH_MAX);
