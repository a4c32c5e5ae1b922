/**
 * What the contract forms share: the choices of a combobox (components/form/use-choices.ts), products
 * for an item and companies for the customer and the reseller, found on the server once typing rests;
 * the party pickers; the status; the first and last day.
 */
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { ComboboxField } from '@/components/form/combobox-field';
import { useChoices, type Choice, type Choices } from '@/components/form/use-choices';
import { SelectField } from '@/components/form/select-field';
import type { ContractStatus } from '@/shared/constants/contract';
import { dayAtNoon } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { contractQueries } from '../api/contract-api';

/** Products a contract item can be, found by code or name once typing rests. */
export const useProductChoices = (current: Choice | undefined) =>
  useChoices(current, contractQueries.products, (p) => ({ id: p.productId, label: `${p.code} – ${p.name}` }));

/** Companies a contract can be for (customer) or through (reseller), found by name once typing rests. */
export const usePartyChoices = (role: 'customer' | 'reseller', current: Choice | undefined) =>
  useChoices(
    current,
    (text) => contractQueries.parties(role, text),
    (c) => ({ id: c.companyId, label: c.vatNumber ? `${c.name} (${formatEnterpriseNumber(c.vatNumber)})` : c.name }),
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
      <ComboboxField
        form={form}
        name={'customerId' as FieldPath<T>}
        label={t('contract:fields.customer')}
        placeholder={t('contract:form.findCustomer')}
        required
        choices={customers}
      />
      <ComboboxField
        form={form}
        name={'resellerId' as FieldPath<T>}
        label={t('contract:fields.reseller')}
        placeholder={t('contract:form.noReseller')}
        choices={resellers}
      />
    </>
  );
}

type Form<T extends FieldValues, TT> = { form: UseFormReturn<T, unknown, TT> };

/** A contract's or an item's status, of those offered. */
export function StatusField<T extends FieldValues & { status: ContractStatus | null }, TT>({
  form,
  statuses,
}: Form<T, TT> & { statuses: readonly ContractStatus[] }) {
  const { t } = useTranslation();
  return (
    <SelectField
      form={form}
      name={'status' as FieldPath<T>}
      label={t('contract:fields.status')}
      required
      options={statuses.map((s) => ({ value: s, label: t(`contract:statuses.${s}`) }))}
    />
  );
}

type Days = { dateStart: string | null; dateEnd: string | null };
const asDate = (day: string | null | undefined) => (day ? dayAtNoon(day) : null);

/** The first day (required) or the last day of a contract or an item, as calendar days: each bounds the other's calendar. */
export function DayField<T extends FieldValues & Days, TT>({ form, day }: Form<T, TT> & { day: 'start' | 'end' }) {
  const { t } = useTranslation();
  const days = form as unknown as UseFormReturn<Days>;
  const [dateStart, dateEnd] = useWatch({ control: days.control, name: ['dateStart', 'dateEnd'] });
  return day === 'start' ? (
    <DateField
      form={days}
      name="dateStart"
      holds="day"
      label={t('contract:fields.dateStart')}
      required
      maxDate={asDate(dateEnd)}
    />
  ) : (
    <DateField
      form={days}
      name="dateEnd"
      holds="day"
      label={t('contract:fields.dateEnd')}
      minDate={asDate(dateStart)}
    />
  );
}
