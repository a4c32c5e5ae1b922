/** The invoicing months a month filter or a run offers, and a month as a number select's value. */
/** The months a month filter offers: three years back to one year ahead of today, newest first. */
export function monthChoices(today: Date = new Date(), current: readonly (string | undefined)[] = []): string[] {
  const year = today.getUTCFullYear();
  const months: string[] = [];
  for (let y = year + 1; y >= year - 3; y--)
    for (let m = 12; m >= 1; m--) months.push(`${y}-${String(m).padStart(2, '0')}`);
  for (const month of current) if (month && !months.includes(month)) months.push(month);
  return months.sort().reverse();
}

/** `2026-11` as `202611` (a number select's value) and back. */
export const monthNumber = (month: string) => Number(month.replace('-', ''));
export const monthOfNumber = (value: number) => `${Math.floor(value / 100)}-${String(value % 100).padStart(2, '0')}`;
