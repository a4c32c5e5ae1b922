import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/shared/format';
import { INVOICE_STATE_TONE } from '@/shared/invoice-states';
import type { InvoiceState } from '@/shared/constants/invoice';

/** An invoice's state as a badge, translated. */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return <Badge tone={INVOICE_STATE_TONE[state]}>{t(`invoice:states.${state}`)}</Badge>;
}

/** An amount in a table cell: right aligned, digits of one width. */
export function Money({ amount }: { amount: number }) {
  return <span className="block text-right tabular-nums">{formatMoney(amount)}</span>;
}

/** A document number in a fact (an invoice's, a draft's): digits of one width. */
export function DocumentNumber({ children }: { children: ReactNode }) {
  return <span className="tabular-nums">{children}</span>;
}
