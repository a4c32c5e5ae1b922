/**
 * E-mail addresses as every e-mail field of the back office takes them (a company's and a contact's
 * e-mail, a user's, the recipients of a resend), for the form and the server alike: plain addresses
 * only, `name@example.com`. Each is read by nodemailer's address parser, the one that writes the
 * mails' headers, and passes only when the parser reads exactly that one mailbox back: no display
 * name, no group (`Bcc:evil@example.com` is a group named Bcc), no comment, no quoted or bracketed
 * part, no line break. A list is separated by commas, semicolons or white space (spec 02 section 5).
 */
import addressparser from 'nodemailer/lib/addressparser';

/** Dotted words on both sides of the @, two or more on the right; no space, quote, bracket or separator. */
const WORD = '[^\\s@"(),:;<>[\\]\\\\.]+';
const SHAPE = new RegExp(`^${WORD}(\\.${WORD})*@${WORD}(\\.${WORD})+$`);

/** The items of an address list: split on commas, semicolons and white space. */
export const splitAddressList = (text: string) => text.split(/[,;\s]+/).filter(Boolean);

/** A domain's label that starts or ends with a hyphen: no mail server takes it (RFC 1035). */
const HYPHEN_EDGE = /(^|\.)-|-(\.|$)/;

/** One plain address: the parser reads it back as exactly this one mailbox, without a name. */
export function isPlainAddress(text: string): boolean {
  if (!SHAPE.test(text) || /[\p{Cc}\p{Cf}]/u.test(text)) return false;
  if (HYPHEN_EDGE.test(text.slice(text.lastIndexOf('@') + 1))) return false;
  const parsed = addressparser(text);
  return parsed.length === 1 && !parsed[0]!.group && parsed[0]!.name === '' && parsed[0]!.address === text;
}

/** The addresses of a list, or null when it holds none or one that is not a plain address. */
export function parseAddressList(text: string): string[] | null {
  const items = splitAddressList(text);
  return items.length > 0 && items.every(isPlainAddress) ? items : null;
}
