/**
 * What a text typed into the one search (the command palette) may be besides words: a Belgian
 * enterprise or VAT number (with or without BE, dots, spaces, dashes or slashes), another country's
 * VAT number written compactly, or a structured payment reference (with or without +++, *** and
 * slashes). Pure: the server searches by these, the unit tests pin them down.
 */

export type SearchTerms = {
  /** The text itself, trimmed: names, e-mail addresses, codes, numbers and subjects contain it. */
  text: string;
  /** Digits of an enterprise or VAT number, 3 to 10 of them ("BE 0428.759.497" -> 0428759497); else null. */
  enterpriseDigits: string | null;
  /** A VAT number of any country without its separators, upper case ("nl 1000.0037 b01" -> NL10000037B01); else null. */
  compactVatNumber: string | null;
  /** Digits of a structured reference, 6 to 12 ("+++090/9337/55493+++" -> 090933755493); else null. */
  referenceDigits: string | null;
};

/** The separators people type inside numbers. */
const SEPARATORS = /[\s./-]/g;

/** "BE 0428.759.497", "0428759497", "be0428-759-497": 0428759497; null when the text is not such a number. */
export function enterpriseNumberDigits(text: string): string | null {
  const digits = text.trim().replace(/^BE/i, '').replace(SEPARATORS, '');
  return /^\d{3,10}$/.test(digits) ? digits : null;
}

/** "NL100000037B01", "fr 12 345678901": the compact, upper-case VAT number; null unless two letters lead digits. */
export function compactVatNumber(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '').toUpperCase();
  return /^[A-Z]{2}\d[0-9A-Z]{2,13}$/.test(compact) ? compact : null;
}

/**
 * "+++090/9337/55493+++", "***090/9337/55493***", "090933755493", "090/9337": the digits (6 to 12);
 * null for anything else (letters, fewer digits, more than twelve).
 */
export function structuredReferenceDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(?:\+{1,3}|\*{1,3})?[\d\s/]+(?:\+{1,3}|\*{1,3})?$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 12 ? digits : null;
}

/** Everything a typed text may be searched as. */
export function searchTermsOf(raw: string): SearchTerms {
  const text = raw.trim();
  return {
    text,
    enterpriseDigits: enterpriseNumberDigits(text),
    compactVatNumber: compactVatNumber(text),
    referenceDigits: structuredReferenceDigits(text),
  };
}
