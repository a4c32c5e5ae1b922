import { useId, type ReactNode } from 'react';

/** A titled block of a detail page. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A fact: its label and its value. */
export type Fact = readonly [string, ReactNode];

/** Label and value pairs of a detail block; a row that is not there (`cond && [label, value]`) is left out. */
export function Facts({ rows }: { rows: readonly (Fact | false | null | undefined | 0 | '')[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows
        .filter((row): row is Fact => !!row)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A titled block of a detail page that holds only its facts. */
export function FactsBlock({ title, rows }: { title: string; rows: Parameters<typeof Facts>[0]['rows'] }) {
  return (
    <Block title={title}>
      <Facts rows={rows} />
    </Block>
  );
}
