import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FactsBlock } from '@/components/layout/block';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { formatLanguageName } from '@/shared/format';
import type { InvoiceDetail } from '@/shared/schemas/invoice';

/** An invoice's customer block: who it is for (a link to its page), its VAT number, the receiver and the language. */
export function InvoiceCustomerBlock({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <FactsBlock
      title={t('invoice:blocks.customer')}
      rows={[
        [
          t('invoice:fields.customer'),
          <Link
            key="customer"
            to="/company/$subroute"
            params={{ subroute: String(invoice.customerId) }}
            className="text-brand-700 underline underline-offset-2"
          >
            {invoice.customerName}
          </Link>,
        ],
        [t('invoice:fields.vatNumber'), formatEnterpriseNumber(invoice.customerVatNumber)],
        [t('invoice:fields.receiver'), t(`invoice:receivers.${invoice.receiver}`)],
        [t('invoice:fields.language'), formatLanguageName(invoice.customerLanguage)],
      ]}
    />
  );
}
