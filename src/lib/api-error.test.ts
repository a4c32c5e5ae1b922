import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, conflictRecord, isUnreachable, messageValues, splitMessage, toApiError } from './api-error';
import { alertsForError } from './alerts';
import { shouldRetry } from './query-client';

describe('error messages', () => {
  it('splits code|var1|var2 before translation', () => {
    expect(splitMessage('validation.min|0')).toEqual({ code: 'validation.min', vars: ['0'] });
    expect(splitMessage('a.b|x|y')).toEqual({ code: 'a.b', vars: ['x', 'y'] });
    expect(splitMessage('plain')).toEqual({ code: 'plain', vars: [] });
    expect(messageValues(['x', 'y'])).toEqual({ 0: 'x', 1: 'y' });
  });

  it('normalises any body into an ApiError', () => {
    expect(
      toApiError(409, { isSuccesful: false, errorMessage: 'versionConflict', response: { version: 3 } }),
    ).toMatchObject({ status: 409, response: { version: 3 } });
    expect(toApiError(502, '<html>bad gateway</html>').status).toBe(502);
    expect(toApiError(400, { errorMessage: 'x', fieldErrors: {} }).fieldErrors).toBeUndefined();
  });
});

describe('error catalogue', () => {
  it('400 with fieldErrors: one danger alert per field with field name, prefix and translated code', () => {
    const alerts = alertsForError(
      new ApiError(400, 'validation.failed', {
        email: 'validation.email',
        'translations.0.description': 'validation.min|3',
      }),
    );
    expect(alerts).toEqual([
      { type: 'danger', message: 'E-mail: Error: Enter a valid e-mail address.' },
      { type: 'danger', message: 'Description (1): Error: Must be at least 3.' },
    ]);
  });

  it('names a field by its label, also inside a list, and keeps an unknown path as it is', () => {
    const alerts = alertsForError(
      new ApiError(400, 'validation.failed', {
        'partnerPricingProfile.rebateGroupId': 'validation.notFound',
        'metadatas.2.value': 'validation.max|100',
        'somethingNew.x': 'validation.required',
      }),
    );
    expect(alerts.map((a) => a.message)).toEqual([
      'Rebate group: Error: This item does not exist (any more).',
      'Metadata value (3): Error: Must be at most 100.',
      'somethingNew.x: Error: This field is required.',
    ]);
  });

  it('an outside service that did not answer (502) says so, not "something went wrong"', () => {
    expect(alertsForError(new ApiError(502, 'upstreamUnavailable'))).toEqual([
      { type: 'danger', message: 'The licence provider did not answer: nothing was changed. Try again in a moment.' },
    ]);
  });

  it('a refusal names its reason: a CSRF refusal is not a missing right', () => {
    expect(alertsForError(new ApiError(403, 'csrf'))[0]?.message).toBe(
      'The request was refused for security reasons. Reload the page and try again.',
    );
    expect(alertsForError(new ApiError(403, 'forbidden'))[0]?.message).toBe('You do not have permission to do this.');
  });

  it('400 without fieldErrors: one alert with prefix and translated message', () => {
    expect(alertsForError(new ApiError(400, 'auth.invalidCredentials'))).toEqual([
      { type: 'danger', message: 'Error: The e-mail address or password is incorrect.' },
    ]);
  });

  it("'could not get user', 401 and cancelled requests are silent", () => {
    expect(alertsForError(new ApiError(400, 'could not get user'))).toEqual([]);
    expect(alertsForError(new ApiError(401, 'unauthorized'))).toEqual([]);
    expect(alertsForError(new DOMException('Aborted', 'AbortError'))).toEqual([]);
  });

  it('anything else: a generic error alert', () => {
    expect(alertsForError(new ApiError(500, 'serverError'))).toEqual([
      { type: 'danger', message: 'Something went wrong. Please try again.' },
    ]);
    expect(alertsForError(new Error('boom'))).toEqual([
      { type: 'danger', message: 'Something went wrong. Please try again.' },
    ]);
  });
});

describe('retries', () => {
  it('queries retry 3 times, never on a 4xx', () => {
    expect(shouldRetry(0, new ApiError(500, ''))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, ''))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'networkError'))).toBe(true);
  });
});

describe('conflict record', () => {
  it('is the current record a 409 carries, only for that record, and nothing for other errors', () => {
    const current = { priceId: 4, version: 3, amount: 10 };
    const error = new ApiError(409, 'versionConflict', undefined, current);
    expect(conflictRecord(error)).toEqual(current);
    expect(conflictRecord(error, (r) => r.priceId === 4)).toEqual(current);
    expect(conflictRecord(error, (r) => r.priceId === 5)).toBeNull();
    expect(conflictRecord(new ApiError(409, 'versionConflict', undefined, { priceId: 4 }))).toBeNull();
    expect(conflictRecord(new ApiError(400, 'validation.failed', undefined, current))).toBeNull();
    expect(conflictRecord(new Error('boom'))).toBeNull();
  });
});

describe('isUnreachable', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('tells a call without an answer and a screen whose code did not come from a real failure', () => {
    expect(isUnreachable(new ApiError(0, 'networkError'))).toBe(true);
    expect(isUnreachable(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isUnreachable(new ApiError(500, 'serverError'))).toBe(false);
    expect(isUnreachable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('takes any error while the browser is offline for one', () => {
    onlineManager.setOnline(false);
    expect(isUnreachable(new ApiError(500, 'serverError'))).toBe(true);
  });
});
