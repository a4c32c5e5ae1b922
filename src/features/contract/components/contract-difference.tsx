/**
 * Two versions of a contract compared (`{id}/difference` and `{id}/items/difference`): the header
 * fields and the items added, removed and changed, field by field, and what the change does to the
 * monthly amount, in words and sign as well as colour. The two newest versions by default.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatWireDay } from '@/shared/dates';
import { formatMoney } from '@/shared/money';
import type { ContractItem, ContractVersion } from '@/shared/schemas/contract';
import { contractQueries } from '../api/contract-api';

/** A field's label: the form's, the item dialog's, or the code as recorded (metadata). */
const LABEL_KEYS: Record<string, string> = {
  customerName: 'contract:fields.customer',
  resellerName: 'contract:fields.reseller',
  contractTypeDescription: 'contract:fields.contractType',
  status: 'contract:fields.status',
  dateStart: 'contract:fields.dateStart',
  dateEnd: 'contract:fields.dateEnd',
  calculationType: 'contract:form.calculationType',
  priceType: 'contract:form.priceType',
  mainContractName: 'contract:form.mainContract',
  reference: 'contract:form.reference',
  description: 'contract:form.description',
  productCode: 'contract:item.product',
  domain: 'contract:item.domain',
  alreadyInvoiced: 'contract:item.alreadyInvoiced',
  quantity: 'contract:item.quantity',
  factor: 'contract:item.factor',
  unitPrice: 'contract:item.unitPrice',
  monthlyAmount: 'contract:fields.monthlyAmount',
  invoicedUntil: 'contract:item.invoicedUntil',
  advancedOptions: 'contract:item.advancedOptions',
  partnerCenterProfile: 'contract:item.partnerCenterProfile',
  domainProfile: 'contract:item.domainProfile',
};

const signed = (delta: number) => `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${formatMoney(Math.abs(delta))}`;
const toneOf = (delta: number) => (delta > 0 ? 'text-emerald-800' : delta < 0 ? 'text-red-800' : 'text-slate-700');

export function ContractDifference({ contractId, versions }: { contractId: number; versions: ContractVersion[] }) {
  const { t } = useTranslation();
  const id = useId();
  // Newest first: the second newest against the newest.
  const [from, setFrom] = useState(versions[1]?.versionNumber ?? 0);
  const [to, setTo] = useState(versions[0]?.versionNumber ?? 0);
  const enough = versions.length >= 2;
  const header = useQuery({ ...contractQueries.difference(contractId, from, to), enabled: enough });
  const items = useQuery({ ...contractQueries.itemsDifference(contractId, from, to), enabled: enough });

  const label = (field: string) => (LABEL_KEYS[field] ? t(LABEL_KEYS[field]) : field);
  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '–';
    if (typeof v === 'boolean') return v ? t('contract:versions.compare.yes') : t('contract:versions.compare.no');
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(v)) return formatWireDay(v);
    if (field === 'status' && typeof v === 'string') return t(`contract:statuses.${v}`, { defaultValue: v });
    if ((field === 'unitPrice' || field === 'monthlyAmount') && typeof v === 'number') return formatMoney(v);
    return String(v);
  };
  const itemName = (i: ContractItem) => `${i.productCode} – ${i.domain ?? i.description ?? i.productName}`;
  const select = (which: 'from' | 'to', current: number, onChange: (n: number) => void) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${which}`} className={labelClass}>
        {t(`contract:versions.compare.${which}`)}
      </label>
      <select
        id={`${id}-${which}`}
        value={current}
        onChange={(e) => onChange(Number(e.target.value))}
        className={controlClass(false, 'pr-8')}
      >
        {versions.map((v) => (
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
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('contract:versions.compare.title')}
      </h3>
      {!enough ? (
        <p className="text-slate-700">{t('contract:versions.compare.needTwo')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-4">
            {select('from', from, setFrom)}
            {select('to', to, setTo)}
          </div>
          {header.isError || items.isError ? (
            <p role="alert">{t('errors.generic')}</p>
          ) : !header.data || !items.data ? (
            <div aria-busy className="flex flex-col gap-2">
              <span className="sr-only">{t('list.loading')}</span>
              <Skeleton className="h-6 w-80" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : (
            <>
              <p>
                {t('contract:versions.compare.monthly', {
                  before: formatMoney(header.data.monthlyAmount.before),
                  after: formatMoney(header.data.monthlyAmount.after),
                })}{' '}
                <strong className={cn('tabular-nums', toneOf(header.data.monthlyAmount.delta))}>
                  {signed(header.data.monthlyAmount.delta)}
                </strong>
              </p>
              {header.data.fields.length +
                items.data.added.length +
                items.data.removed.length +
                items.data.changed.length ===
              0 ? (
                <p className="text-slate-700">{t('contract:versions.compare.none')}</p>
              ) : (
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('contract:versions.compare.caption', { from, to })}</caption>
                  <thead>
                    <tr className="text-left text-slate-700">
                      <th scope="col" className="py-1 pr-3 font-medium">
                        {t('contract:versions.compare.what')}
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        {t('contract:versions.compare.before')}
                      </th>
                      <th scope="col" className="py-1 pr-3 font-medium">
                        {t('contract:versions.compare.after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {header.data.fields.map((c) => (
                      <tr key={c.field} className="border-t border-slate-200">
                        <th scope="row" className="py-1 pr-3 text-left font-normal">
                          {label(c.field)}
                        </th>
                        <td className="py-1 pr-3">{value(c.field, c.before)}</td>
                        <td className="py-1 pr-3">{value(c.field, c.after)}</td>
                      </tr>
                    ))}
                    {items.data.added.map((i) => (
                      <tr key={`added-${i.contractItemId}`} className="border-t border-slate-200">
                        <th scope="row" className="py-1 pr-3 text-left font-normal">
                          {t('contract:versions.compare.added', { name: itemName(i) })}
                        </th>
                        <td className="py-1 pr-3">–</td>
                        <td className="py-1 pr-3">
                          {t('contract:versions.compare.itemLine', {
                            status: t(`contract:statuses.${i.status}`),
                            quantity: i.quantity,
                            amount: formatMoney(i.monthlyAmount),
                          })}
                        </td>
                      </tr>
                    ))}
                    {items.data.removed.map((i) => (
                      <tr key={`removed-${i.contractItemId}`} className="border-t border-slate-200">
                        <th scope="row" className="py-1 pr-3 text-left font-normal">
                          {t('contract:versions.compare.removed', { name: itemName(i) })}
                        </th>
                        <td className="py-1 pr-3">
                          {t('contract:versions.compare.itemLine', {
                            status: t(`contract:statuses.${i.status}`),
                            quantity: i.quantity,
                            amount: formatMoney(i.monthlyAmount),
                          })}
                        </td>
                        <td className="py-1 pr-3">–</td>
                      </tr>
                    ))}
                    {items.data.changed.flatMap((item) =>
                      item.changes.map((c) => (
                        <tr key={`${item.contractItemId}-${c.field}`} className="border-t border-slate-200">
                          <th scope="row" className="py-1 pr-3 text-left font-normal">
                            {item.productCode}: {label(c.field)}
                          </th>
                          <td className="py-1 pr-3">{value(c.field, c.before)}</td>
                          <td className="py-1 pr-3">{value(c.field, c.after)}</td>
                        </tr>
                      )),
                    )}
                  </tbody>
                </table>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
