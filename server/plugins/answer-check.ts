/**
 * Every answer checked against its endpoint's schemas (on in the API and end-to-end tests, `CHECK_ANSWERS`):
 * a success carries `{ isSuccesful: true, response }` whose response fits the endpoint's schema, a
 * 409 the current record its conflict schema names, and every failure the error shape. An answer
 * that does not fit becomes a 500 `answerViolation` that says what differs, so a server change
 * that breaks an answer's shape fails a test, not a screen. File answers (the CSV export) are left alone.
 */
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { errorAnswer } from '../../src/shared/schemas/common';

type Check = { schema: z.core.$ZodType; value: unknown; what: string };

function safeParse(schema: z.core.$ZodType, value: unknown) {
  return (schema as unknown as z.ZodType).safeParse(value);
}

/** What differs from the endpoint's schemas, as lines (empty when the answer fits). */
export function answerProblems(
  schemas: { response: z.core.$ZodType | null; conflict?: z.core.$ZodType | undefined },
  status: number,
  body: unknown,
): string[] {
  if (status < 300 && schemas.response === null) return [];
  const record = (body ?? {}) as { isSuccesful?: unknown; response?: unknown };
  const checks: Check[] = [];
  if (status < 300) {
    if (record.isSuccesful !== true) return ['a success answer without isSuccesful: true'];
    checks.push({ schema: schemas.response!, value: record.response, what: 'response' });
  } else {
    checks.push({ schema: errorAnswer, value: body, what: 'error body' });
    if (status === 409 && schemas.conflict)
      checks.push({ schema: schemas.conflict, value: record.response, what: 'conflict record' });
  }
  return checks.flatMap(({ schema, value, what }) => {
    const result = safeParse(schema, value);
    return result.success
      ? []
      : result.error.issues.map((i) => `${what}${i.path.length ? `.${i.path.join('.')}` : ''}: ${i.message}`);
  });
}

export function registerAnswerCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const served = request.routeOptions.config?.endpoint;
    // A 304 (an ETag the caller holds) has no body to check.
    if (!served || typeof payload !== 'string' || reply.statusCode === 304) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = undefined;
    }
    const problems =
      body === undefined && !(reply.statusCode < 300 && served.schemas.response === null)
        ? ['the answer is not JSON']
        : answerProblems(served.schemas, reply.statusCode, body);
    if (!problems.length) return payload;
    const where = `${served.declared.method} ${served.declared.path} (${reply.statusCode})`;
    request.log.error({ problems }, `answer of ${where} breaks its schema`);
    reply.code(500);
    return JSON.stringify({ isSuccesful: false, errorMessage: 'answerViolation', response: { where, problems } });
  });
}
