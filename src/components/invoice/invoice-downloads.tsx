/**
 * An invoice's documents for everyone who reads it: the PDF (a draft's marked as a draft) and, once
 * approved, the Peppol UBL e-invoice (with the PDF inside). Made on the server in the customer's
 * language and saved by the browser under their own names (the saving code loads with the first
 * download, not with the screen).
 */
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { call } from '@/lib/http';
import { invoiceDocumentEndpoints } from '@/shared/endpoints/invoice';
import type { InvoiceDocumentType } from '@/shared/constants/invoice';

const TYPES: Record<InvoiceDocumentType, string> = { pdf: 'application/pdf', ubl: 'application/xml' };

export function InvoiceDownloads({ invoiceId, approved }: { invoiceId: number; approved: boolean }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (invoiceDocumentType: InvoiceDocumentType) => {
      const [file, { saveBase64 }] = await Promise.all([
        call(invoiceDocumentEndpoints.download, { params: { id: invoiceId }, query: { invoiceDocumentType } }),
        import('@/lib/download'),
      ]);
      saveBase64(file.byteArray, file.fileName, TYPES[invoiceDocumentType]);
    },
  });
  const button = (type: InvoiceDocumentType) => (
    <Button
      variant="secondary"
      busy={download.isPending && download.variables === type}
      disabled={download.isPending}
      onClick={() => download.mutate(type)}
    >
      <Download aria-hidden className="size-4" />
      {t(`invoice:downloads.${type}`)}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('invoice:downloads.label')}>
      {button('pdf')}
      {approved && button('ubl')}
    </div>
  );
}
