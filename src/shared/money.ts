/** Amounts as staff read them: EUR, locale nl-BE, at least 2 fraction digits. */
const formats = new Map<number, Intl.NumberFormat>();

export function formatMoney(amount: number, minimumFractionDigits = 2): string {
  let format = formats.get(minimumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('nl-BE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits,
      maximumFractionDigits: Math.max(minimumFractionDigits, 4),
    });
    formats.set(minimumFractionDigits, format);
  }
  return format.format(amount);
}
