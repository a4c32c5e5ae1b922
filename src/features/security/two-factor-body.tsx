/** The two-factor dialog's body (loaded when the dialog first opens: the shell stays without it). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { twoFactorQueries } from './api/two-factor-api';
import { AuthMessage } from './auth-card';
import { EnrolAuthenticator } from './enrol-authenticator';
import { failureText } from './failure-text';

export default function TwoFactorBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const status = useQuery(twoFactorQueries.status());
  if (status.isPending)
    return (
      <p role="status" aria-busy="true" className="text-sm text-slate-700">
        {t('list.loading')}
      </p>
    );
  if (status.isError)
    return (
      <div className="flex flex-col gap-4">
        <AuthMessage tone="error">{failureText(t, status.error)}</AuthMessage>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  if (status.data.enrolled)
    return (
      <div className="flex flex-col gap-4">
        <AuthMessage tone="info">{t('identity:twoFactor.on', { left: status.data.recoveryCodesLeft })}</AuthMessage>
        <p className="text-sm text-slate-700">{t('identity:twoFactor.onText')}</p>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {status.data.required ? t('identity:twoFactor.required') : t('identity:twoFactor.offText')}
      </p>
      <EnrolAuthenticator onDone={onClose} />
    </div>
  );
}
