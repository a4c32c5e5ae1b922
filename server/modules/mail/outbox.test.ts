/** The delivery rules: when a failed attempt is tried again, and which failures are final. */
import { describe, expect, it } from 'vitest';
import { failureReason, isPermanentFailure, retryDelayMs } from './outbox';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h after the 1st to 5th failed attempt, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      6 * HOUR,
      null,
      null,
    ]);
    expect(retryDelayMs(0)).toBeNull();
  });
});

describe('permanent or transient', () => {
  it('fails at once on a 5xx about the mail', () => {
    expect(
      isPermanentFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 Mailbox unavailable' }),
    ).toBe(true);
    expect(isPermanentFailure({ code: 'EMESSAGE', responseCode: 554, response: '554 5.7.1 Message refused' })).toBe(
      true,
    );
  });

  it('tries again after a 4xx, a refused connection, a timeout, or a refused sign-in to the SMTP server', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451, response: '451 4.7.1 Try again later' })).toBe(
      false,
    );
    expect(isPermanentFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' })).toBe(false);
    expect(isPermanentFailure({ code: 'ETIMEDOUT', message: 'Connection timeout' })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad credentials' })).toBe(false);
    expect(isPermanentFailure(new Error('disk full'))).toBe(false);
  });

  it('keeps the SMTP reply as the reason, else the message, at most 1,000 characters', () => {
    expect(failureReason({ message: "Can't send mail: 550 x", response: '550 x' })).toBe('550 x');
    expect(failureReason(new Error('connect ECONNREFUSED'))).toBe('connect ECONNREFUSED');
    expect(failureReason({ message: 'x'.repeat(5_000) })).toHaveLength(1_000);
  });
});
