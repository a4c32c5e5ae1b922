/**
 * The service fee's two dialogs (spec 02: the link and set-paid modals), loaded when first opened:
 * the reseller's own document number (unique per reseller: a number another of its documents has is
 * refused on the field, naming that document), and the day it was paid (the date picker; not in the
 * future, not before the claim). Both judge with the shared schemas the server uses and save on the
 * document's version: a colleague's change meanwhile is shown beside what was typed (409).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { formDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { brusselsDay } from '@/shared/brussels-day';
import { dayOfWire } from '@/shared/calendar-day';
import { dayAtNoon, formatWireDay } from '@/shared/dates';
import {
  linkDocNumberForm,
  setDatePaidForm,
  type LinkDocNumberFormValues,
  type ServiceFeeDetail,
  type SetDatePaidFormValues,
} from '@/shared/schemas/service-fee';
import { useLinkDocNumber, useSetDatePaid } from '../api/service-fee-api';

type Props = { fee: ServiceFeeDetail; onClose: () => void };

function LinkForm({ fee, onClose }: Props) {
  const { t } = useTranslation();
  const save = useLinkDocNumber();
  const { form, ...saving } = useSaveForm({
    schema: linkDocNumberForm,
    defaultValues: { companyDocumentNumber: fee.companyDocumentNumber ?? '' } satisfies LinkDocNumberFormValues,
    version: fee.version,
    save: (values, version) => save.mutateAsync({ id: fee.serviceFeeId, version: version ?? fee.version, ...values }),
    onSaved: onClose,
    showTheirs: (theirs: ServiceFeeDetail, f) => f.reset({ companyDocumentNumber: theirs.companyDocumentNumber ?? '' }),
  });
  const field = fieldsOf(form, (name) => t(`serviceFee:fields.${name}`));
  return (
    <SaveForm saving={saving} onCancel={onClose} saveLabel={t('serviceFee:link.save')}>
      <FormTextField {...field('companyDocumentNumber')} hint={t('serviceFee:link.hint')} required maxLength={50} />
    </SaveForm>
  );
}

export const LinkDocNumberDialog = formDialog(LinkForm, ({ fee }, t) => ({
  title: t('serviceFee:link.title'),
  description: t('serviceFee:link.text', { reseller: fee.resellerName }),
}));

function PaidForm({ fee, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSetDatePaid();
  const schema = useMemo(() => setDatePaidForm(fee.claimedOn), [fee.claimedOn]);
  const { form, ...saving } = useSaveForm({
    schema,
    defaultValues: { datePaid: brusselsDay() } satisfies SetDatePaidFormValues,
    version: fee.version,
    save: (values, version) =>
      save.mutateAsync({ id: fee.serviceFeeId, version: version ?? fee.version, datePaid: values.datePaid }),
    onSaved: onClose,
    showTheirs: () => undefined,
  });
  const field = fieldsOf(form, (name) => t(`serviceFee:fields.${name}`));
  return (
    <SaveForm saving={saving} onCancel={onClose} saveLabel={t('serviceFee:paid.save')}>
      <DateField
        {...field('datePaid')}
        holds="day"
        required
        minDate={fee.claimedOn ? dayAtNoon(dayOfWire(fee.claimedOn)) : null}
        maxDate={dayAtNoon(brusselsDay())}
      />
    </SaveForm>
  );
}

export const SetPaidDialog = formDialog(PaidForm, ({ fee }, t) => ({
  title: t('serviceFee:paid.title'),
  description: t('serviceFee:paid.text', { claimedOn: formatWireDay(fee.claimedOn) }),
}));
