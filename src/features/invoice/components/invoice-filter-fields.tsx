/**
 * The filters the invoices and the drafts share in their sidebar: type, receiver, the invoicing
 * months (from and until) and the customer, found on the server among the invoiced companies (shown
 * with the invoices read right, which that call needs).
 */
import { useTranslation } from 'react-i18next';
import { ComboboxFilter } from '@/components/filters/combobox-filter';
import { OptionFilter } from '@/components/filters/option-filter';
import { useAccess } from '@/hooks/use-access';
import { invoiceQueries } from '../api/invoice-api';
import { MonthRangeFilter } from '@/components/invoice/month-range-filter';
import { INVOICE_RECEIVERS, INVOICE_TYPES, type InvoiceReceiver, type InvoiceType } from '@/shared/constants/invoice';

export type InvoiceFilterValues = {
  types?: InvoiceType[] | undefined;
  receivers?: InvoiceReceiver[] | undefined;
  customerIds?: number[] | undefined;
  /** The invoicing months, both ends included (`YYYY-MM`). */
  monthFrom?: string | undefined;
  monthUntil?: string | undefined;
};

type Props = { search: InvoiceFilterValues; onFilters: (change: InvoiceFilterValues) => void };

export function InvoiceFilterFields({ search, onFilters }: Props) {
  const { t } = useTranslation();
  const canFindCustomers = useAccess().canRead('invoices');
  return (
    <>
      <OptionFilter
        legend={t('invoice:fields.type')}
        options={INVOICE_TYPES.map((s) => ({ id: s, label: t(`invoice:types.${s}`) }))}
        value={search.types}
        onChange={(v) => onFilters({ types: v })}
      />
      <OptionFilter
        legend={t('invoice:fields.receiver')}
        options={INVOICE_RECEIVERS.map((s) => ({ id: s, label: t(`invoice:receivers.${s}`) }))}
        value={search.receivers}
        onChange={(v) => onFilters({ receivers: v })}
      />
      <MonthRangeFilter
        legend={t('invoice:fields.month')}
        from={search.monthFrom}
        until={search.monthUntil}
        onChange={({ from, until }) => onFilters({ monthFrom: from, monthUntil: until })}
      />
      {canFindCustomers && (
        <ComboboxFilter
          legend={t('invoice:fields.customer')}
          value={search.customerIds}
          onChange={(v) => onFilters({ customerIds: v })}
          records={invoiceQueries.customers}
          toChoice={(c) => ({ id: c.companyId, label: c.name })}
        />
      )}
    </>
  );
}
