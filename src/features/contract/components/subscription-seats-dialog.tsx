/**
 * The seat count of one NCE licence (`subscriptions/limited`): set at the provider and on the
 * contract together, as a new version. More seats at any time; fewer only in the first 7 days of the
 * term (the shared schema checks the number, the server and the provider the window). A refusal
 * shows on the field and keeps what was typed; a colleague's change meanwhile is said, not overwritten.
 */
import { useTranslation } from 'react-i18next';
import { formDialog } from '@/components/form/form-dialog';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { showAlert, translateMessage } from '@/lib/alerts';
import { formatDate, todayCalendarDay } from '@/shared/dates';
import { subscriptionLimitedUpdate, type SubscriptionItem } from '@/shared/schemas/subscription';
import { useChangeSeats } from '../api/subscription-api';
import { EMPTY } from '@/shared/format';

function SeatsForm({ item, onClose }: { item: SubscriptionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeSeats();
  const { form, ...saving } = useSaveForm({
    schema: subscriptionLimitedUpdate,
    defaultValues: {
      contractItemId: item.contractItemId,
      version: item.contractVersion,
      quantity: item.contract.quantity,
    },
    save: (values) => change.mutateAsync(values),
    onSaved: onClose,
    onStale: () => {
      showAlert('warning', translateMessage('contract:subscriptions.stale'));
      onClose();
    },
  });
  const until = item.decreaseAllowedUntil;
  const windowOpen = until !== null && todayCalendarDay() <= until;
  const field = fieldsOf(form, (name) => t(`contract:subscriptions.fields.${name}`));
  return (
    <SaveForm saving={saving} onCancel={onClose} saveLabel={t('contract:subscriptions.saveSeats')}>
      <p className="text-sm text-slate-700">
        {t('contract:subscriptions.seatsNow', {
          contract: item.contract.quantity,
          provider: item.provider?.quantity ?? EMPTY,
        })}
      </p>
      <WholeNumberField
        {...field('quantity')}
        required
        min={1}
        stepper
        hint={
          until === null
            ? t('contract:subscriptions.decreaseNever')
            : windowOpen
              ? t('contract:subscriptions.decreaseUntil', { date: formatDate(until) })
              : t('contract:subscriptions.decreaseClosed', { date: formatDate(until) })
        }
      />
    </SaveForm>
  );
}

export const SeatsDialog = formDialog(SeatsForm, ({ item }, t) => ({
  title: t('contract:subscriptions.seatsTitle', { product: item.productName }),
}));
