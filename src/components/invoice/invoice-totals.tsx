import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/layout/block';
import { formatMoney, formatPercent } from '@/shared/format';
import type { InvoiceDetail } from '@/shared/schemas/invoice';

/** Excl. VAT, the VAT per rate (EN 16931: on each rate's sum), the exemption's legal mention, incl. VAT, paid. */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const money = (amount: number, key: string) => (
    <span key={key} className="tabular-nums">
      {formatMoney(amount)}
    </span>
  );
  return (
    <div className="flex flex-col gap-3">
      <Facts
        rows={[
          [t('invoice:fields.totalExcl'), money(invoice.totalExcl, 'excl')],
          ...invoice.vat.map(
            (v) =>
              [
                t('invoice:totals.vatAtRate', { rate: formatPercent(v.rate), base: formatMoney(v.base) }),
                money(v.amount, `vat-${v.rate}`),
              ] as const,
          ),
          [t('invoice:fields.totalIncl'), <strong key="incl">{money(invoice.totalIncl, 'incl-amount')}</strong>],
          [t('invoice:fields.amountPaid'), money(invoice.amountPaid, 'paid')],
          [t('invoice:totals.open'), money(Math.round((invoice.totalIncl - invoice.amountPaid) * 100) / 100, 'open')],
        ]}
      />
      {invoice.vatExemption && (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800" data-testid="vat-exemption">
          {t(`invoice:vatExemptions.${invoice.vatExemption}`, { defaultValue: invoice.vatExemption })}
        </p>
      )}
    </div>
  );
}
