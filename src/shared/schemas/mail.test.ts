import { describe, expect, it } from 'vitest';
import { mailListQuery, mailResend } from './mail';

const errorOf = (recipients: unknown) => {
  const result = mailResend.safeParse({ mailId: 1, recipients });
  return result.success ? null : result.error.issues[0]!.message;
};

describe('resending a mail', () => {
  it('takes one or more addresses separated by comma, semicolon or space (spec 02 section 5)', () => {
    expect(errorOf('ann@delvaux.be')).toBeNull();
    expect(errorOf(' ann@delvaux.be; finance@delvaux.be,  it@delvaux.be  boss@delvaux.co.uk ')).toBeNull();
    expect(mailResend.parse({ mailId: 1, recipients: ' a@b.be ' }).recipients).toBe('a@b.be');
  });

  it('refuses an empty list, an item without an at sign or a dot in its domain, and more than 20', () => {
    expect(errorOf('')).toBe('validation.required');
    expect(errorOf('   ')).toBe('validation.required');
    expect(errorOf(undefined)).toBe('validation.required');
    expect(errorOf('ann@delvaux.be; finance@delvaux')).toBe('validation.emailList');
    expect(errorOf('ann.delvaux.be')).toBe('validation.emailList');
    expect(errorOf('ann@delvaux.be.')).toBe('validation.emailList');
    // A header written into the field: a group of the mail's parser, refused (it was sent as Bcc).
    expect(errorOf('a@example.com,\nBcc:evil@example.com')).toBe('validation.emailList');
    expect(errorOf('Ann <ann@delvaux.be>')).toBe('validation.emailList');
    const many = Array.from({ length: 21 }, (_, i) => `user${i}@delvaux.be`).join(', ');
    expect(errorOf(many)).toBe('validation.maxItems|20');
  });
});

describe('the mails list query', () => {
  it('reads repeated statuses and refuses an unknown one', () => {
    expect(mailListQuery.parse({ statuses: 'failed' }).statuses).toEqual(['failed']);
    expect(mailListQuery.parse({ statuses: ['sent', 'retrying'] }).statuses).toEqual(['sent', 'retrying']);
    expect(mailListQuery.safeParse({ statuses: ['bounced'] }).success).toBe(false);
  });
});
