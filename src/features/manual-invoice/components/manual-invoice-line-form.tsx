/**
 * A line of a manual draft in a dialog (a chunk of its own): added, or changed, on the draft's
 * version on screen. Server field errors on their fields; a colleague's change of the draft meanwhile
 * (409) is offered beside the input: their version of the line (or, when it is not there, of the
 * draft: the dialog closes on it), or mine saved over it.
 */
import { formDialog } from '@/components/form/form-dialog';
import { SaveForm } from '@/components/form/save-form';
import { useSaveForm } from '@/components/form/use-save-form';
import type { InvoiceLine } from '@/shared/schemas/invoice';
import {
  manualInvoiceLineForm,
  type ManualInvoiceDetail,
  type ManualInvoiceLineFormValues,
} from '@/shared/schemas/manual-invoice';
import { useSaveManualInvoiceLine } from '../api/manual-invoice-api';
import { LineFields, NEW_LINE, useLineProducts, useProductFill } from './line-fields';

type Props = {
  invoice: ManualInvoiceDetail;
  /** The line changed; none for a new one. */
  line: InvoiceLine | null;
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

function LineForm({ invoice, line, onClose }: Props) {
  const save = useSaveManualInvoiceLine();
  const products = useLineProducts();
  const { form, ...saving } = useSaveForm({
    schema: manualInvoiceLineForm,
    defaultValues: valuesOf(line),
    version: invoice.version,
    save: (values, version) => {
      const target = { invoiceId: invoice.invoiceId, version: version ?? invoice.version };
      return save.mutateAsync(
        line ? { ...values, ...target, invoiceLineId: line.invoiceLineId } : { ...values, ...target },
      );
    },
    onSaved: onClose,
    // Their version of the line; when their draft no longer has it, the dialog closes on their draft.
    showTheirs: (theirs: ManualInvoiceDetail, form) => {
      const current = line && theirs.lines.find((l) => l.invoiceLineId === line.invoiceLineId);
      if (current) form.reset(valuesOf(current));
      else onClose();
    },
  });
  useProductFill(form, products);

  return (
    <SaveForm saving={saving} onCancel={onClose}>
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
    </SaveForm>
  );
}

export const ManualInvoiceLineDialog = formDialog(LineForm, ({ line }, t) => ({
  title: t(line ? 'manualInvoice:editLineTitle' : 'manualInvoice:addLineTitle'),
  width: 720,
}));
