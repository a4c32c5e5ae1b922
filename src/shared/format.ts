/**
 * One formatter per kind, for the screens, the invoice documents and the mails alike: money, numbers
 * (quantities, factors), percentages, counts, country and language names, and the empty value, in
 * the reader's language. Belgian conventions per language: nl `€ 1.059.662,88`, fr `1 059 662,88 €`,
 * en `€1,059,662.88` (Irish English: the euro written the English way), de `1.059.662,88 €` (the
 * documents' fourth language). No figure is ever shown as `-0,00`.
 *
 * The screens format in the interface's language: i18n sets it whenever it changes (src/lib/i18n.ts),
 * and the server sets it for each page it renders (src/entry-server.tsx). Documents and mails pass
 * the customer's language (`NL`, `fr`, `fr-BE` all read as their first two letters). Intl writes the
 * figures and names (no locale data in the bundle); formats are made once per locale and kind. This
 * is the one place that makes an Intl.NumberFormat for display (docs/overview.md).
 */

/** What a field without a value shows, everywhere. */
export const EMPTY = '–';

/** A text, or the empty value's dash for none. */
export const orEmpty = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? EMPTY : value;

const LOCALES = { en: 'en-IE', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' } as const;
export type FormatLanguage = keyof typeof LOCALES;

let screenLanguage: FormatLanguage = 'en';

/** The language the screens format in (`nl`, `fr-BE`, `NL` all read as their first two letters). */
export function setFormatLanguage(language: string) {
  screenLanguage = languageOf(language);
}

/** A language code as a format language; English for one without formats of its own. */
export function languageOf(language: string | undefined): FormatLanguage {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return Object.hasOwn(LOCALES, code) ? (code as FormatLanguage) : 'en';
}

/** The locale a language formats in: the screens' language when none is given. */
const localeOf = (language: string | undefined) =>
  LOCALES[language === undefined ? screenLanguage : languageOf(language)];

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A value that rounds to zero at `digits` decimals is zero: never `-0,00`. */
const noNegativeZero = (value: number, digits: number) =>
  Math.round(Math.abs(value) * 10 ** digits) === 0 ? 0 : value;

type Options = { language?: string | undefined };

/**
 * An amount in euro: two decimals, or up to four when it has them (a unit price of 0.0125); at least
 * `minimumFractionDigits` (0 for whole figures on a chart axis).
 */
export function formatMoney(amount: number, options: Options & { minimumFractionDigits?: number } = {}): string {
  const minimumFractionDigits = options.minimumFractionDigits ?? 2;
  const maximumFractionDigits = Math.max(minimumFractionDigits, 4);
  return numberFormat(options.language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(noNegativeZero(amount, maximumFractionDigits));
}

/** A quantity or factor: up to four decimals (exactly `fractionDigits` when given), grouped by thousands. */
export function formatNumber(value: number, options: Options & { fractionDigits?: number } = {}): string {
  const digits = options.fractionDigits;
  return numberFormat(options.language, {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 4,
  }).format(noNegativeZero(value, digits ?? 4));
}

/**
 * A percentage given as a number of percent (21 for 21 %), with `fractionDigits` decimals at most
 * (2 unless told; exactly that many with `fixed`); `signed` writes + before a rise (a change from
 * the month before).
 */
export function formatPercent(
  percent: number,
  options: Options & { fractionDigits?: number; fixed?: boolean; signed?: boolean } = {},
): string {
  const digits = options.fractionDigits ?? 2;
  return numberFormat(options.language, {
    style: 'percent',
    minimumFractionDigits: options.fixed ? digits : 0,
    maximumFractionDigits: digits,
    ...(options.signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(noNegativeZero(percent, digits) / 100);
}

/** A count in a sentence or a figure: `1.284` in Dutch, `1 284` in French, `1,284` in English. */
export function formatCount(count: number, options: Options = {}): string {
  return numberFormat(options.language, { maximumFractionDigits: 0 }).format(noNegativeZero(count, 0));
}

const names = new Map<string, Intl.DisplayNames>();
/** A code's name from Intl (first letter up, as a value stands alone), the code itself when Intl has none. */
function displayName(type: 'region' | 'language', code: string | null | undefined, language: string | undefined) {
  if (!code) return EMPTY;
  const locale = localeOf(language);
  const key = `${locale} ${type}`;
  let display = names.get(key);
  if (!display) {
    display = new Intl.DisplayNames(locale, { type, fallback: 'code' });
    names.set(key, display);
  }
  let name: string | undefined;
  try {
    name = display.of(type === 'region' ? code.toUpperCase() : code.toLowerCase());
  } catch {
    return code; // not a well-formed code
  }
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : code;
}

/** A country's name from its ISO code: `BE` is Belgium, België, Belgique. */
export const formatCountry = (code: string | null | undefined, language?: string) =>
  displayName('region', code, language);

/** A language's name from its code (`NL`, `fr`): Dutch, Nederlands, Néerlandais. */
export const formatLanguageName = (code: string | null | undefined, language?: string) =>
  displayName('language', code, language);
