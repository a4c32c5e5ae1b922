/**
 * Inactivating a company, after a confirmation that asks for the reason (kept with the company).
 * The reason follows the shared schema's rule; the server's refusal lands on the field.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { alertError, translateMessage } from '@/lib/alerts';
import { companyInactivation, type Company } from '@/shared/schemas/company';
import { useInactivateCompany } from '../api/company-api';

type Props = { company: Company; open: boolean; onOpenChange: (open: boolean) => void };

export function InactivateDialog({ company, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const inactivate = useInactivateCompany();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const confirm = async () => {
    const parsed = companyInactivation.safeParse({ reason, version: company.version });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      await inactivate.mutateAsync({ companyId: company.companyId, ...parsed.data });
      onOpenChange(false);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors?.reason : undefined;
      if (field) setError(field);
      else alertError(failure);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('company:inactivateTitle', { name: company.name })}
      description={t('company:inactivateText')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" busy={inactivate.isPending} onClick={() => void confirm()}>
            {t('company:actions.inactivate')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('company:fields.inactivationReason')} <span aria-hidden>*</span>
        </label>
        <textarea
          id={id}
          value={reason}
          required
          rows={3}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {translateMessage(error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
