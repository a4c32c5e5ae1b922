const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** An invoicing month (`2026-11`) as staff read it: "November 2026" in the interface language. */
export function formatMonth(month: string, language: string): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  const [year, number] = month.split('-').map(Number);
  return year && number ? format.format(Date.UTC(year, number - 1, 15)) : month;
}
