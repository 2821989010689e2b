import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@domain/shared/constants';

/** The interface language of a request, from the `Language` header (api-spec §7.1). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.language;
  const value = Array.isArray(header) ? header[0] : header;
  const short = value?.trim().slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}
