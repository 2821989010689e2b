import type { FastifyReply } from 'fastify';
import { StatusType, type Envelope, type FailureData, type FieldError } from '@domain/shared/envelope';
import { isMessageKey, renderMessage } from '@domain/shared/messages';
import type { Language } from '@domain/shared/constants';
import { AppError } from './app-error';

/** Renders field messages (catalogue keys from the shared schemas) in the request language. */
export function renderFields(fields: readonly FieldError[], language: Language): FieldError[] {
  return fields.map((f) => ({
    field: f.field,
    message: isMessageKey(f.message) ? renderMessage(f.message, language) : f.message,
  }));
}

export function failureEnvelope(error: AppError, language: Language): Envelope<FailureData> {
  const fields = renderFields(error.fields, language);
  let message = renderMessage(error.messageKey, language, error.values);
  if (error.status === 400 && fields.length > 0) {
    // Name the first offending field so an API caller sees at once what to fix.
    message = `${renderMessage('fieldInvalid', language, { field: fields[0].field })}: ${fields[0].message}`;
  }
  return {
    data: { code: error.code, ...(fields.length ? { fields } : {}), ...(error.current === undefined ? {} : { current: error.current }) },
    statusType: StatusType.Error,
    statusMessage: message,
  };
}

export function sendFailure(reply: FastifyReply, error: AppError, language: Language): FastifyReply {
  return reply.status(error.status).type('application/json; charset=utf-8').send(failureEnvelope(error, language));
}

