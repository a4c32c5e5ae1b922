/**
 * A line of a manual draft in a dialog (a chunk of its own): added, or changed, on the draft's
 * version on screen. Server field errors on their fields; a colleague's change of the draft meanwhile
 * (409) is offered beside the input: their version of the line (or, when it is not there, of the
 * draft: the dialog closes on it), or mine saved over it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '@/components/form/conflict-notice';
import { applyServerErrors } from '@/components/form/server-errors';
import { useVersionConflict } from '@/components/form/use-version-conflict';
import { Modal } from '@/components/ui/modal';
import { alertError } from '@/lib/alerts';
import type { InvoiceLine } from '@/shared/schemas/invoice';
import {
  manualInvoiceLineForm,
  type ManualInvoiceDetail,
  type ManualInvoiceLineForm,
  type ManualInvoiceLineFormValues,
} from '@/shared/schemas/manual-invoice';
import { useSaveManualInvoiceLine } from '../api/manual-invoice-api';
import { LineFields, NEW_LINE, useLineProducts, useProductFill } from './line-fields';
import { SaveCancel } from './save-cancel';

type Props = {
  invoice: ManualInvoiceDetail;
  /** The line changed; none for a new one. */
  line: InvoiceLine | null;
  open: boolean;
  onClose: () => void;
};

const valuesOf = (line: InvoiceLine | null): ManualInvoiceLineFormValues =>
  line
    ? {
        manualProductId: line.manualProductId,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
        unit: line.unit ?? NEW_LINE.unit,
      }
    : { ...NEW_LINE };

export function ManualInvoiceLineDialog({ invoice, line, open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t(line ? 'manualInvoice:editLineTitle' : 'manualInvoice:addLineTitle')}
      width={720}
    >
      {open && <LineForm invoice={invoice} line={line} onClose={onClose} />}
    </Modal>
  );
}

function LineForm({ invoice, line, onClose }: Omit<Props, 'open'>) {
  const save = useSaveManualInvoiceLine();
  const products = useLineProducts();
  const conflict = useVersionConflict<ManualInvoiceDetail>(invoice.version);
  const form = useForm<ManualInvoiceLineFormValues, unknown, ManualInvoiceLineForm>({
    resolver: zodResolver(manualInvoiceLineForm),
    mode: 'onTouched',
    defaultValues: valuesOf(line),
  });
  useProductFill(form, products);

  const onSubmit = form.handleSubmit(async (values) => {
    conflict.clear();
    const target = { invoiceId: invoice.invoiceId, version: conflict.version ?? invoice.version };
    try {
      await save.mutateAsync(
        line ? { ...values, ...target, invoiceLineId: line.invoiceLineId } : { ...values, ...target },
      );
      onClose();
    } catch (error) {
      if (!conflict.caught(error) && !applyServerErrors(form, error)) alertError(error);
    }
  });

  const takeTheirs = () =>
    conflict.useTheirs((theirs) => {
      const current = line && theirs.lines.find((l) => l.invoiceLineId === line.invoiceLineId);
      if (current) form.reset(valuesOf(current));
      else onClose();
    });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <LineFields
        form={form}
        prefix=""
        products={products}
        saved={
          line?.manualProductId
            ? { manualProductId: line.manualProductId, code: line.productCode ?? line.description }
            : undefined
        }
      />
      {conflict.current && <ConflictNotice onUseTheirs={takeTheirs} onKeepMine={conflict.keepMine} />}
      <SaveCancel onCancel={onClose} busy={save.isPending} />
    </form>
  );
}
