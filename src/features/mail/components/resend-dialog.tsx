/**
 * Resend a mail to one or more addresses (spec 02 section 5: separated by comma, semicolon or
 * space), as a new mail of the outbox; the shared schema checks the list, the server's refusal lands
 * on the field, and what was typed stays. After the resend the new mail opens.
 */
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveForm } from '@/components/form/save-form';
import { fieldsOf } from '@/components/form/use-form-field';
import { useSaveForm } from '@/components/form/use-save-form';
import { mailResend, type MailDetail } from '@/shared/schemas/mail';
import { useResendMail } from '../api/mail-api';

function ResendForm({ mail, onClose }: { mail: MailDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const resend = useResendMail();
  const navigate = useNavigate();
  const { form, ...saving } = useSaveForm({
    schema: mailResend,
    defaultValues: { mailId: mail.mailId, recipients: mail.recipients.join(', ') },
    save: (values) => resend.mutateAsync(values),
    onSaved: ({ mailId }) => {
      onClose();
      void navigate({ to: '/mails/$mailId', params: { mailId: String(mailId) } });
    },
  });
  const field = fieldsOf(form, (name) => t(`mail:fields.${name}`));
  return (
    <SaveForm saving={saving} onCancel={onClose} saveLabel={t('mail:actions.resend')}>
      <FormTextField {...field('recipients')} hint={t('mail:recipientsHint')} required maxLength={2000} autoFocus />
    </SaveForm>
  );
}

export const ResendDialog = formDialog(ResendForm, ({ mail }, t) => ({
  title: t('mail:resendTitle'),
  description: t('mail:resendText', { subject: mail.subject }),
}));
