/**
 * The seat count of one NCE licence (`subscriptions/limited`): set at the provider and on the
 * contract together, as a new version. More seats at any time; fewer only in the first 7 days of the
 * term (the shared schema checks the number, the server and the provider the window). A refusal
 * shows on the field and keeps what was typed; a colleague's change meanwhile is said, not overwritten.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/components/form/server-errors';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError, showAlert, translateMessage } from '@/lib/alerts';
import { ApiError } from '@/lib/api-error';
import { formatDate, todayCalendarDay } from '@/shared/dates';
import {
  subscriptionLimitedUpdate,
  type SubscriptionItem,
  type SubscriptionLimitedUpdate,
} from '@/shared/schemas/subscription';
import { useChangeSeats } from '../api/subscription-api';

export function SeatsDialog({
  item,
  open,
  onOpenChange,
}: {
  item: SubscriptionItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeSeats();
  const form = useForm<SubscriptionLimitedUpdate>({
    resolver: zodResolver(subscriptionLimitedUpdate),
    mode: 'onTouched',
    defaultValues: {
      contractItemId: item.contractItemId,
      version: item.contractVersion,
      quantity: item.contract.quantity,
    },
  });
  const until = item.decreaseAllowedUntil;
  const windowOpen = until !== null && todayCalendarDay() <= until;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        showAlert('warning', translateMessage('contract:subscriptions.stale'));
        onOpenChange(false);
      } else if (!applyServerErrors(form, error)) alertError(error);
    }
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('contract:subscriptions.seatsTitle', { product: item.productName })}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {t('contract:subscriptions.seatsNow', {
            contract: item.contract.quantity,
            provider: item.provider?.quantity ?? '–',
          })}
        </p>
        <WholeNumberField
          form={form}
          name="quantity"
          label={t('contract:subscriptions.fields.quantity')}
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
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={change.isPending}>
            {t('contract:subscriptions.saveSeats')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
