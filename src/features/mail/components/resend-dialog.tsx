/**
 * Resend a mail to one or more addresses (spec 02 section 5: separated by comma, semicolon or
 * space), as a new mail of the outbox; the shared schema checks the list, the server's refusal lands
 * on the field, and what was typed stays. After the resend the new mail opens.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { applyServerErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { alertError } from '@/lib/alerts';
import { mailResend, type MailDetail, type MailResend } from '@/shared/schemas/mail';
import { useResendMail } from '../api/mail-api';

type Props = { mail: MailDetail; open: boolean; onOpenChange: (open: boolean) => void };

export function ResendDialog({ mail, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const resend = useResendMail();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof mailResend>, unknown, MailResend>({
    resolver: zodResolver(mailResend),
    mode: 'onTouched',
    defaultValues: { mailId: mail.mailId, recipients: mail.recipients.join(', ') },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { mailId } = await resend.mutateAsync(values);
      onOpenChange(false);
      void navigate({ to: '/mails/$mailId', params: { mailId: String(mailId) } });
    } catch (error) {
      if (!applyServerErrors(form, error)) alertError(error);
    }
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('mail:resendTitle')}
      description={t('mail:resendText', { subject: mail.subject })}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <FormTextField
          form={form}
          name="recipients"
          label={t('mail:fields.recipients')}
          hint={t('mail:recipientsHint')}
          required
          maxLength={2000}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={resend.isPending}>
            {t('mail:actions.resend')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
