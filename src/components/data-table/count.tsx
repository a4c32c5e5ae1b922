/** A count in a table cell (a run's errors, an import's failed rows): one that needs attention reads as such; zero stays quiet. */
export function Count({ value, tone }: { value: number; tone?: 'danger' | 'warning' }) {
  const colour =
    value > 0 && tone === 'danger' ? 'text-red-800' : value > 0 && tone === 'warning' ? 'text-amber-900' : '';
  return <span className={`tabular-nums ${value > 0 && tone ? `font-semibold ${colour}` : ''}`}>{value}</span>;
}
