/**
 * Every failure in the envelope of docs/endpoints.md: validation 400 with fieldErrors, malformed bodies 400,
 * wrong content types 415, database outages 503, anything unexpected 500 (logged). Never a stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from '../http/errors';
import { RequestValidationError, toFieldErrors } from '../http/validation';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Whether an error (or its cause) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /PGlite is closed|Cannot use a pool after calling end|Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

export function toHttpError(error: FastifyError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof RequestValidationError) {
    const input = (error as RequestValidationError & { input?: unknown }).input;
    return new HttpError(
      400,
      'validation.failed',
      toFieldErrors(error.issues, input, error.validationContext ?? 'body'),
    );
  }
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, 'unsupportedMediaType');
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, 'payloadTooLarge');
  if (
    fe.statusCode === 400 &&
    (fe.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError || /JSON|prototype/i.test(error.message))
  ) {
    return new HttpError(400, 'validation.malformedJson', { body: 'validation.malformedJson' });
  }
  if (isDatabaseUnavailable(error)) return new HttpError(503, 'serviceUnavailable');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)
    return new HttpError(fe.statusCode, 'validation.invalid');
  return null;
}

export function registerErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toHttpError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.warn({ err: error }, known.errorMessage);
      return reply.code(known.statusCode).send(errorBody(known));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ isSuccesful: false, errorMessage: 'serverError' });
  });
}
