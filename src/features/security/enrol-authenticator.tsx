import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { useConfirmAuthenticator, useSetupAuthenticator } from './api/two-factor-api';
import { AuthMessage } from './auth-card';
import { failureText } from './failure-text';

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
        {t('twoFactor.preparing')}
      </p>
    );

  const codeError =
    confirm.error instanceof ApiError && confirm.error.fieldErrors ? confirm.error.fieldErrors.code : undefined;
  const failure = confirm.error && !codeError ? failureText(t, confirm.error) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ challenge, code: code.trim() });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('twoFactor.scan')}</p>
      <img src={setup.data.qrCode} alt={t('twoFactor.qrAlt')} className="mx-auto size-48" />
      <p className="text-sm text-slate-700">
        {t('twoFactor.orType')}{' '}
        <code aria-label={t('twoFactor.key')} className="rounded bg-slate-100 px-1 font-mono text-slate-900">
          {grouped(setup.data.secret)}
        </code>
      </p>
      <TextField
        label={t('twoFactor.appCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
      />
      {failure && <AuthMessage tone="error">{failure}</AuthMessage>}
      <Button type="submit" busy={confirm.isPending} className="w-full">
        {t('twoFactor.turnOn')}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <AuthMessage tone="info">{t('twoFactor.enrolled')}</AuthMessage>
      <p className="text-sm text-slate-700">{t('twoFactor.recoveryText')}</p>
      <ul aria-label={t('twoFactor.recoveryCodes')} className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone} className="w-full">
        {t('twoFactor.saved')}
      </Button>
    </div>
  );
}
