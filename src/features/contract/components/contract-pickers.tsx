/**
 * The contract forms' choices for a picker (components/form/picker-field.tsx): products for an item,
 * companies for the customer and the reseller, found on the server once typing rests.
 */
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { PickerField, useChoices, type Choice, type Choices } from '@/components/form/picker-field';
import { contractQueries } from '../api/contract-api';

/** Products a contract item can be, found by code or name once typing rests. */
export const useProductChoices = (current: Choice | undefined) =>
  useChoices(current, contractQueries.products, (p) => ({ id: p.productId, label: `${p.code} – ${p.name}` }));

/** Companies a contract can be for (customer) or through (reseller), found by name once typing rests. */
export const usePartyChoices = (role: 'customer' | 'reseller', current: Choice | undefined) =>
  useChoices(
    current,
    (text) => contractQueries.parties(role, text),
    (c) => ({ id: c.companyId, label: c.vatNumber ? `${c.name} (${c.vatNumber})` : c.name }),
  );

/** The customer and reseller pickers of a contract's parties (the header dialog, the transfer wizard). */
export function PartyPickers<T extends FieldValues & { customerId: number | null; resellerId: number | null }, TT>({
  form,
  customers,
  resellers,
}: {
  form: UseFormReturn<T, unknown, TT>;
  customers: Choices;
  resellers: Choices;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PickerField
        form={form}
        name={'customerId' as FieldPath<T>}
        label={t('contract:fields.customer')}
        findLabel={t('contract:form.findCustomer')}
        required
        choices={customers}
      />
      <PickerField
        form={form}
        name={'resellerId' as FieldPath<T>}
        label={t('contract:fields.reseller')}
        findLabel={t('contract:form.findReseller')}
        placeholder={t('contract:form.noReseller')}
        choices={resellers}
      />
    </>
  );
}
