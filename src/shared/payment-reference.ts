/**
 * The Belgian structured payment reference (OGM/VCS, "gestructureerde mededeling"):
 * +++123/4567/89012+++: twelve digits, the last two the first ten mod 97, or 97 when that is 0
 * (docs/domain.md "Belgian rules"). An invoice's reference is made from its document number's
 * digits, so it is unique as the number is and can be read back to the invoice. Pure.
 */

/** The two check digits of ten digits: their value mod 97, 97 when that is 0. */
export function checkDigits(ten: string): string {
  // Ten digits fit a double exactly; mod 97 of a number under 10^10 needs no BigInt.
  const rest = Number(ten) % 97;
  return String(rest === 0 ? 97 : rest).padStart(2, '0');
}

/** The twelve digits of a reference, from a base of at most ten digits (padded with zeros on the left). */
export function referenceDigits(base: number | string): string {
  const digits = String(base).replace(/\D/g, '');
  if (!digits || digits.length > 10) throw new RangeError(`A structured reference holds at most 10 digits: ${base}`);
  const ten = digits.padStart(10, '0');
  return ten + checkDigits(ten);
}

/** `+++123/4567/89012+++`. */
export function formatReference(twelve: string): string {
  return `+++${twelve.slice(0, 3)}/${twelve.slice(3, 7)}/${twelve.slice(7)}+++`;
}

/** The structured reference of a base number, written as it is printed. */
export const structuredReference = (base: number | string) => formatReference(referenceDigits(base));

/** Whether a text is a structured reference with a right check (with or without +++ and slashes, or ***). */
export function isStructuredReference(text: string): boolean {
  const match = /^(?:\+{3}|\*{3})?(\d{3})\/?(\d{4})\/?(\d{5})(?:\+{3}|\*{3})?$/.exec(text.trim());
  if (!match) return false;
  const digits = match.slice(1).join('');
  return checkDigits(digits.slice(0, 10)) === digits.slice(10);
}
