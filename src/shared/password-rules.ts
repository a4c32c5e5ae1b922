/**
 * The rules a new password meets (the reset page checks them as the user types, the server again):
 * - at least PASSWORD_MIN_LENGTH (12) and at most PASSWORD_MAX_LENGTH characters;
 * - not a common password: its core (the password lower-cased, digits and signs taken off both ends,
 *   look-alike digits and signs read as letters, repeats of one part counted once) is not one of the
 *   most common passwords and words of breach lists kept below, nor shorter than four letters
 *   ("Summer2026!", "P@ssw0rd1234", "passwordpassword", "1234567890ab" are refused);
 * - not repetitive: at least five different characters ("aaaaaaaaaaaa", "abababababab");
 * - not personal: it does not contain the user's e-mail name or a part of their name (three letters
 *   or more), nor the application's name.
 * The answer is the first broken rule as a validation code, or null.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants/identity';

/** The cores of the most common passwords (breach lists' top entries, keyboard runs, local words). */
const COMMON = new Set(
  (
    'password passwort wachtwoord motdepasse contrasena qwerty qwertz qwertyuiop azerty azertyuiop asdfgh ' +
    'asdfghjkl zxcvbn zxcvbnm qazwsx qazwsxedc abcdef abcdefgh abcdefghijkl abcabc letmein welcome admin ' +
    'administrator login iloveyou loveyou loveme monkey dragon football baseball soccer hockey sunshine ' +
    'princess master shadow superman batman trustno starwars whatever freedom charlie michael jennifer ' +
    'hunter hello secret summer winter spring autumn changeme default computer internet flower cookie ' +
    'chocolate pokemon killer ginger pepper jordan harley ranger tigger buster thomas robert daniel andrew ' +
    'joshua matthew jessica ashley michelle nicole liverpool arsenal chelsea barcelona belgium belgique ' +
    'belgie brussels bruxelles brussel antwerpen gent liege bonjour soleil doudou chouchou amour ' +
    'company billing invoice invoices backoffice office access security guest user test testing demo root ' +
    'toor system manager support service welkom zomer winter lente herfst'
  ).split(' '),
);

/** Digits and signs read as the letters they stand for. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** What is left of a password once its decorations are taken off (see the rules above). */
export function passwordCore(password: string): string {
  const trimmed = password
    .toLowerCase()
    .normalize('NFKC')
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const letters = [...trimmed]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L}]/gu, '');
  return letters.replace(/^(.+?)\1+$/u, '$1');
}

/** The parts of the user's e-mail name and name a password may not contain. */
const personalParts = (email: string, name: string) =>
  [...(email.split('@')[0] ?? '').split(/[^\p{L}\p{N}]+/u), ...name.split(/[^\p{L}\p{N}]+/u)]
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= 3);

/** The first rule the new password breaks, as a validation code; null when it meets them all. */
export function passwordProblem(password: string, user: { email: string; name: string }): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `validation.minLength|${PASSWORD_MIN_LENGTH}`;
  if (length > PASSWORD_MAX_LENGTH) return `validation.maxLength|${PASSWORD_MAX_LENGTH}`;
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return 'validation.password.repetitive';
  const core = passwordCore(password);
  if (core.length < 4 || COMMON.has(core)) return 'validation.password.common';
  if ([...personalParts(user.email, user.name), 'backoffice'].some((part) => lower.includes(part)))
    return 'validation.password.personal';
  return null;
}
