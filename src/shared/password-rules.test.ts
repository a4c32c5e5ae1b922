import { describe, expect, it } from 'vitest';
import { passwordCore, passwordProblem } from './password-rules';

const user = { email: 'victor.viewer@backoffice.test', name: 'Victor Viewer' };

describe('password rules', () => {
  it('asks for at least 12 characters and at most 1024', () => {
    expect(passwordProblem('Tq8#vLm2!pZ', user)).toBe('validation.minLength|12');
    expect(passwordProblem('Tq8#vLm2!pZw', user)).toBeNull();
    expect(passwordProblem('x'.repeat(1025), user)).toBe('validation.maxLength|1024');
    // Characters, not UTF-16 units: twelve letters with accents are twelve.
    expect(passwordProblem('éàüöçñøåßðþæ', user)).toBeNull();
  });

  it('refuses common passwords however they are dressed up', () => {
    for (const common of [
      'password1234',
      'P@ssw0rd2026!',
      'Welcome2026!!',
      'qwertyuiop123',
      'passwordpassword',
      '123456789012',
      '1234567890ab',
      '!!Summer2026!!',
      'Wachtwoord123',
      'Motdepasse2026',
    ])
      expect(passwordProblem(common, user), common).toBe('validation.password.common');
  });

  it('refuses repetitive passwords', () => {
    expect(passwordProblem('aaaaaaaaaaaa', user)).toBe('validation.password.repetitive');
    expect(passwordProblem('abababababab', user)).toBe('validation.password.repetitive');
  });

  it("refuses the user's name, e-mail name and the application's name", () => {
    expect(passwordProblem('my-victor-harbour', user)).toBe('validation.password.personal');
    expect(passwordProblem('ViewerHarbour77', user)).toBe('validation.password.personal');
    expect(passwordProblem('lantern-backoffice-9', user)).toBe('validation.password.personal');
    // Parts shorter than three letters are not judged.
    expect(passwordProblem('lantern-orchard-velvet', { email: 'al@x.be', name: 'Al Bo' })).toBeNull();
  });

  it('accepts a passphrase', () => {
    expect(passwordProblem('correct horse battery staple', user)).toBeNull();
    expect(passwordProblem('Lantern-orchard-velvet-42', user)).toBeNull();
  });

  it('reads the core of a password', () => {
    expect(passwordCore('P@ssw0rd2026!')).toBe('password');
    expect(passwordCore('2026passwordpassword!!')).toBe('password');
    expect(passwordCore('123456')).toBe('');
  });
});
