/**
 * A statement line assigned to an invoice by hand: an open invoice found by its number or customer
 * in the reference combobox (the best proposal chosen when it opens), then "Record the payment":
 * the line is confirmed to that invoice (a re-assignment when it is another than the proposal). A
 * refusal (the line settled meanwhile, the invoice no longer open) is said by the usual alert.
 * Loaded when first opened (zod, react-hook-form, the combobox).
 */
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { ComboboxField } from '@/components/form/combobox-field';
import { formDialog } from '@/components/form/form-dialog';
import { SaveForm } from '@/components/form/save-form';
import { useChoices } from '@/components/form/use-choices';
import { useSaveForm } from '@/components/form/use-save-form';
import { formatWireDay } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import { statementLineConfirm, type StatementLineItem } from '@/shared/schemas/bank-statement';
import type { InvoiceListItem } from '@/shared/schemas/invoice';
import { statementQueries } from '../api/statement-api';
import { useConfirmLine } from '../api/statement-mutations';
import { topProposal } from '../statement-words';

/** The dialog's rule: an invoice is chosen. */
const assignTo = z.object({
  invoiceId: statementLineConfirm.shape.invoiceId.nullable().refine((id) => id !== null, 'validation.required'),
});

type Props = {
  line: StatementLineItem;
  /** After the payment was recorded: the invoice's number, for the screen to say. */
  onConfirmed: (line: StatementLineItem, invoiceNumber: string) => void;
};

const payerOf = (line: StatementLineItem, unknown: string) => line.counterparty.name ?? unknown;

function ReassignForm({ line, onConfirmed, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmLine();
  const proposal = topProposal(line);
  const openText = (number: string, customer: string, open: number) =>
    t('statement:reassign.open', { number, customer, open: formatMoney(open) });
  const invoices = useChoices(
    proposal
      ? { id: proposal.invoiceId, label: openText(proposal.documentNumber ?? '', proposal.customerName, proposal.open) }
      : undefined,
    statementQueries.openInvoices,
    (i: InvoiceListItem) => ({
      id: i.invoiceId,
      label: openText(i.documentNumber ?? String(i.invoiceId), i.customerName, i.totalIncl - i.amountPaid),
    }),
  );
  const { form, ...saving } = useSaveForm({
    schema: assignTo,
    defaultValues: { invoiceId: proposal?.invoiceId ?? null },
    save: ({ invoiceId }) => confirm.mutateAsync({ lineId: line.lineId, invoiceId: invoiceId! }),
    onSaved: (saved) => {
      onConfirmed(saved, saved.invoice?.documentNumber ?? '');
      onClose();
    },
  });
  return (
    <SaveForm saving={saving} onCancel={onClose} saveLabel={t('statement:reassign.save')}>
      <ComboboxField
        form={form}
        name="invoiceId"
        label={t('statement:reassign.invoice')}
        placeholder={t('statement:reassign.find')}
        required
        choices={invoices}
      />
    </SaveForm>
  );
}

export const ReassignDialog = formDialog(ReassignForm, ({ line }, t) => ({
  title: t('statement:reassign.title', { sequence: line.sequence }),
  description: t('statement:reassign.text', {
    amount: formatMoney(line.amount),
    payer: payerOf(line, t('statement:line.unknownPayer')),
    date: formatWireDay(line.bookingDate),
  }),
}));
