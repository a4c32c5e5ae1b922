/**
 * The Belgian enterprise number (KBO/BCE), as the registry defines it: 10 digits, the first 0 or 1,
 * the last two 97 - (the first eight mod 97). The VAT number of a Belgian company is BE and the same
 * ten digits; on Peppol the company is addressed by it under scheme 0208. Pure functions, no zod:
 * the company schema wraps them, and any bundle may use them.
 */
import { EMPTY } from './format';

/** The digits of a typed number: "BE 0428.759.497", "0428759497", "be0428-759-497" all give 0428759497. */
export function enterpriseDigits(text: string): string {
  return text
    .trim()
    .replace(/^BE/i, '')
    .replace(/[\s.\-/]/g, '');
}

/** Whether ten digits are a valid enterprise number (form and check digits). */
export function isEnterpriseNumber(digits: string): boolean {
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** What is wrong with a typed number: its form (not 10 digits starting 0 or 1), its check digits, or nothing. */
export function enterpriseNumberProblem(text: string): 'form' | 'check' | null {
  const digits = enterpriseDigits(text);
  if (!/^[01]\d{9}$/.test(digits)) return 'form';
  return isEnterpriseNumber(digits) ? null : 'check';
}

/** As stored and sent: BE0428759497. */
export const vatNumberOf = (digits: string) => `BE${digits}`;

/**
 * As every screen, document and mail shows it: BE0428.759.497 (a stored value that is not a Belgian
 * number is shown as it is; none as the empty value).
 */
export function formatEnterpriseNumber(vatNumber: string | null | undefined): string {
  if (!vatNumber) return EMPTY;
  const digits = enterpriseDigits(vatNumber);
  if (!/^[01]\d{9}$/.test(digits) || !/^(BE)?[\d\s.\-/]+$/i.test(vatNumber.trim())) return vatNumber;
  return `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** The Peppol participant identifier of a Belgian company: scheme 0208 and the enterprise number. */
export const peppolIdOf = (vatNumber: string) => `0208:${enterpriseDigits(vatNumber)}`;
