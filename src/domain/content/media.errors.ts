import type { ErrorSpec } from '../shared/error-codes';

/** Images, audio and video served to the course pages. */
export const MEDIA_ERRORS = {
  'IMAGE.NOT_FOUND': { status: 404, message: 'notFound' },
  'AUDIO.NOT_FOUND': { status: 404, message: 'notFound' },
  'VIDEO.NOT_FOUND': { status: 404, message: 'notFound' },
} as const satisfies Record<string, ErrorSpec>;
