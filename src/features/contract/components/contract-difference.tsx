/**
 * Two versions of a contract compared (`{id}/difference` and `{id}/items/difference`), under the
 * versions table: the header fields and the items added, removed and changed, field by field, and
 * what the change does to the monthly amount, in words and sign as well as colour. The versions
 * compared are in the URL (`from`, `to`); the second newest against the newest by default.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field';
import { Loading } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/shared/format';
import { contractFieldLabel, contractFieldValue } from '../contract-field-labels';
import type {
  Contract,
  ContractDifference as HeaderDifference,
  ContractItem,
  ContractItemsDifference,
  ContractVersion,
} from '@/shared/schemas/contract';
import { contractQueries } from '../api/contract-api';

const route = getRouteApi('/_app/contract/$contractId');

/** The comparison bound to the URL: choosing a version navigates (replacing the entry, keeping the scroll). */
export function ContractDifference({ contract, versions }: { contract: Contract; versions: ContractVersion[] }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <VersionComparison
      contractId={contract.contractId}
      items={contract.items}
      versions={versions}
      from={search.from}
      to={search.to}
      onCompare={(next) => void navigate({ search: (s) => ({ ...s, ...next }), replace: true, resetScroll: false })}
    />
  );
}

/** A change of amount in text: its sign always written (+, − or ±), so colour is never the only cue. */
export const signedMoney = (delta: number) =>
  `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${formatMoney(Math.abs(delta))}`;
const toneOf = (delta: number) => (delta > 0 ? 'text-green-800' : delta < 0 ? 'text-red-800' : 'text-slate-700');

const cellClass = 'py-1 pr-3 align-top';
const headClass = 'py-1 pr-3 text-left font-medium text-slate-700';

/** A comparison table's header row: its columns' names, the figures' last and aligned right. */
function HeadRow({ names, figures = [] }: { names: string[]; figures?: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={headClass}>
            {name}
          </th>
        ))}
        {figures.map((name) => (
          <th key={name} scope="col" className={cn(headClass, 'text-right')}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export type VersionComparisonProps = {
  contractId: number;
  /** The versions, as the versions tab has them (newest first). */
  versions: ContractVersion[];
  /** The contract's current items: names for the changed ones. */
  items: ContractItem[];
  /** The versions chosen (from the URL); one that does not exist falls back to the default. */
  from: number | undefined;
  to: number | undefined;
  onCompare: (next: { from: number; to: number }) => void;
};

export function VersionComparison({ contractId, versions, items, from, to, onCompare }: VersionComparisonProps) {
  const { t } = useTranslation();
  const id = useId();
  const newestFirst = useMemo(() => [...versions].sort((a, b) => b.versionNumber - a.versionNumber), [versions]);
  const exists = (n: number | undefined) => n !== undefined && newestFirst.some((v) => v.versionNumber === n);
  const enough = newestFirst.length >= 2;
  const fromNumber = exists(from) ? from! : (newestFirst[1]?.versionNumber ?? 0);
  const toNumber = exists(to) ? to! : (newestFirst[0]?.versionNumber ?? 0);
  // The inline message tells a failure: no alert besides it.
  const meta = { suppressError: true };
  const header = useQuery({ ...contractQueries.difference(contractId, fromNumber, toNumber), meta, enabled: enough });
  const itemChanges = useQuery({
    ...contractQueries.itemsDifference(contractId, fromNumber, toNumber),
    meta,
    enabled: enough,
  });

  const select = (which: 'from' | 'to', current: number) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${which}`} className={labelClass}>
        {t(`contract:versions.compare.${which}`)}
      </label>
      <select
        id={`${id}-${which}`}
        value={current}
        onChange={(e) => {
          const picked = Number(e.target.value);
          onCompare(which === 'from' ? { from: picked, to: toNumber } : { from: fromNumber, to: picked });
        }}
        className={controlClass(false, 'pr-8')}
      >
        {newestFirst.map((v) => (
          <option key={v.versionNumber} value={v.versionNumber}>
            {t('contract:versions.compare.option', {
              number: v.versionNumber,
              action: t(`contract:versions.actions.${v.action}`, { defaultValue: v.action }),
            })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('contract:versions.compare.title')}
      </h3>
      {!enough ? (
        <p className="text-slate-700">{t('contract:versions.compare.needTwo')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-4">
            {select('from', fromNumber)}
            {select('to', toNumber)}
          </div>
          {header.isError || itemChanges.isError ? (
            <p role="alert" className="text-sm text-red-800">
              {t('errors.generic')}
            </p>
          ) : !header.data || !itemChanges.data ? (
            <Loading className="flex flex-col gap-2" bars={['h-6 w-96 max-w-full', 'h-24 w-full']} />
          ) : (
            <Differences header={header.data} items={itemChanges.data} currentItems={items} />
          )}
        </>
      )}
    </section>
  );
}

function Differences({
  header,
  items,
  currentItems,
}: {
  header: HeaderDifference;
  items: ContractItemsDifference;
  currentItems: ContractItem[];
}) {
  const { t } = useTranslation();
  const versions = { from: header.from.versionNumber, to: header.to.versionNumber };
  const label = (field: string) => contractFieldLabel(t, field);
  const value = (field: string, v: unknown) => contractFieldValue(t, field, v);
  const nameOf = (id: number, productCode: string) => {
    const current = currentItems.find((i) => i.contractItemId === id);
    return current ? `${current.productCode} – ${current.productName}` : productCode;
  };
  const nothing =
    header.fields.length + items.added.length + items.removed.length + items.changed.length === 0 &&
    header.monthlyAmount.delta === 0;

  return (
    <div className="flex flex-col gap-4">
      <p>
        {t('contract:versions.compare.summary', versions)}
        {' · '}
        {t('contract:versions.compare.monthly', {
          before: formatMoney(header.monthlyAmount.before),
          after: formatMoney(header.monthlyAmount.after),
        })}{' '}
        <Delta delta={header.monthlyAmount.delta} />
      </p>
      {nothing ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {t('contract:versions.compare.none')}
        </p>
      ) : (
        <>
          {header.fields.length > 0 && (
            <Part title={t('contract:versions.compare.contract')}>
              <table className="w-full text-sm">
                <caption className="sr-only">{t('contract:versions.compare.contractCaption', versions)}</caption>
                <HeadRow
                  names={[
                    t('contract:versions.compare.field'),
                    t('contract:versions.compare.before'),
                    t('contract:versions.compare.after'),
                  ]}
                />
                <tbody>
                  {header.fields.map((c) => (
                    <tr key={c.field} className="border-t border-slate-200">
                      <th scope="row" className={cn(cellClass, 'text-left font-normal')}>
                        {label(c.field)}
                      </th>
                      <td className={cellClass}>{value(c.field, c.before)}</td>
                      <td className={cellClass}>{value(c.field, c.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Part>
          )}
          {(['added', 'removed'] as const).map(
            (kind) =>
              items[kind].length > 0 && (
                <Part key={kind} title={t(`contract:versions.compare.${kind}`)}>
                  <table className="w-full text-sm">
                    <caption className="sr-only">{t(`contract:versions.compare.${kind}Caption`, versions)}</caption>
                    <HeadRow
                      names={[t('contract:versions.compare.item'), t('contract:fields.status')]}
                      figures={[t('contract:item.quantity'), t('contract:fields.monthlyAmount')]}
                    />
                    <tbody>
                      {items[kind].map((i) => (
                        <tr key={i.contractItemId} className="border-t border-slate-200">
                          <th scope="row" className={cn(cellClass, 'text-left font-normal')}>
                            {i.productCode} – {i.productName}
                            {(i.domain ?? i.description) && (
                              <span className="block text-slate-700">{i.domain ?? i.description}</span>
                            )}
                          </th>
                          <td className={cellClass}>{value('status', i.status)}</td>
                          <td className={cn(cellClass, 'text-right tabular-nums')}>{i.quantity}</td>
                          <td className={cn(cellClass, 'text-right tabular-nums')}>{formatMoney(i.monthlyAmount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Part>
              ),
          )}
          {items.changed.length > 0 && (
            <Part title={t('contract:versions.compare.changed')}>
              <ul className="flex flex-col gap-3 text-sm">
                {items.changed.map((item) => (
                  <li key={item.contractItemId} className="flex flex-col gap-1">
                    <span className="font-medium">{nameOf(item.contractItemId, item.productCode)}</span>
                    <ul className="flex flex-col gap-0.5 pl-4">
                      {item.changes
                        .filter((c) => c.field !== 'monthlyAmount')
                        .map((c) => (
                          <li key={c.field}>
                            {t('contract:versions.compare.change', {
                              field: label(c.field),
                              before: value(c.field, c.before),
                              after: value(c.field, c.after),
                            })}
                          </li>
                        ))}
                      <li>
                        {t('contract:versions.compare.change', {
                          field: t('contract:fields.monthlyAmount'),
                          before: formatMoney(item.monthlyAmount.before),
                          after: formatMoney(item.monthlyAmount.after),
                        })}{' '}
                        <Delta delta={item.monthlyAmount.delta} />
                      </li>
                    </ul>
                  </li>
                ))}
              </ul>
            </Part>
          )}
        </>
      )}
    </div>
  );
}

/** The signed change of an amount, in its tone; "no change" in words when there is none. */
function Delta({ delta }: { delta: number }) {
  const { t } = useTranslation();
  return (
    <strong className={cn('font-semibold tabular-nums', toneOf(delta))}>
      ({delta === 0 ? t('contract:versions.compare.unchanged') : signedMoney(delta)})
    </strong>
  );
}

/** One part of the differences under its heading (no landmark: the comparison is the region). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </div>
  );
}
