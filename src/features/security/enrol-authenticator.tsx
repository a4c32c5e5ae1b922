import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { useConfirmAuthenticator, useSetupAuthenticator } from './api/two-factor-api';
import { AuthForm, AuthMessage } from './auth-card';
import { failureOf, failureText } from './failure-text';

/** The secret as an app asks for it when typed: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enrolling an authenticator app: a new secret as a QR code and as a key to type, confirmed with a
 * code from the app; then the recovery codes, shown this once. From the profile (signed in) or as a
 * sign-in's second step (`challenge`).
 */
export function EnrolAuthenticator({ challenge, onDone }: { challenge?: string | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const setup = useSetupAuthenticator();
  const confirm = useConfirmAuthenticator();
  const [code, setCode] = useState('');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setup.mutate(challenge);
  }, [setup, challenge]);

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;
  if (setup.isError)
    return (
      <div className="flex flex-col gap-4">
        <AuthMessage tone="error">{failureText(t, setup.error)}</AuthMessage>
        <Button variant="secondary" onClick={() => setup.mutate(challenge)}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  if (!setup.data)
    return (
      <p role="status" aria-busy="true" className="text-sm text-slate-700">
        {t('identity:twoFactor.preparing')}
      </p>
    );

  const { fieldError, failure } = failureOf(t, confirm.error, 'code');
  return (
    <AuthForm
      onSubmit={() => confirm.mutate({ challenge, code: code.trim() })}
      failure={failure}
      busy={confirm.isPending}
      submitLabel={t('identity:twoFactor.turnOn')}
    >
      <p className="text-sm text-slate-700">{t('identity:twoFactor.scan')}</p>
      <img src={setup.data.qrCode} alt={t('identity:twoFactor.qrAlt')} className="mx-auto size-48" />
      <p className="text-sm text-slate-700">
        {t('identity:twoFactor.orType')}{' '}
        <code aria-label={t('identity:twoFactor.key')} className="rounded bg-slate-100 px-1 font-mono text-slate-900">
          {grouped(setup.data.secret)}
        </code>
      </p>
      <TextField
        label={t('identity:twoFactor.appCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError}
      />
    </AuthForm>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <AuthMessage tone="info">{t('identity:twoFactor.enrolled')}</AuthMessage>
      <p className="text-sm text-slate-700">{t('identity:twoFactor.recoveryText')}</p>
      <ul
        aria-label={t('identity:twoFactor.recoveryCodes')}
        className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone} className="w-full">
        {t('identity:twoFactor.saved')}
      </Button>
    </div>
  );
}
