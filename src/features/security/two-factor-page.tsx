import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { safeReturnPath } from '@/lib/url';
import { useSecondStep } from './api/two-factor-api';
import { AuthCard, AuthMessage } from './auth-card';
import { EnrolAuthenticator } from './enrol-authenticator';
import { failureText } from './failure-text';
import { BackToSignIn } from './forgot-password-page';
import { forgetPendingSignIn, pendingSignIn, type PendingSignIn } from './sign-in-challenge';

/**
 * A sign-in's second step, after a right password: a code from the authenticator app (or a recovery
 * code), or, where a role requires two-factor sign-in and the user has no authenticator yet, enrolling
 * one. Without a pending sign-in (a reload) it says the sign-in expired.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signIn] = useState(pendingSignIn);
  const done = () => {
    forgetPendingSignIn();
    void navigate({ href: safeReturnPath(signIn?.returnUrl), replace: true });
  };
  if (!signIn)
    return (
      <AuthCard title={t('twoFactor.title')}>
        <AuthMessage tone="error">{t('auth.signInExpired')}</AuthMessage>
        <BackToSignIn />
      </AuthCard>
    );
  if (signIn.step === 'enrol')
    return (
      <AuthCard title={t('twoFactor.enrolTitle')}>
        <p className="mb-4 text-sm text-slate-700">{t('twoFactor.required')}</p>
        <EnrolAuthenticator challenge={signIn.challenge} onDone={done} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('twoFactor.title')}>
      <CodeForm signIn={signIn} onDone={done} />
      <BackToSignIn />
    </AuthCard>
  );
}

function CodeForm({ signIn, onDone }: { signIn: PendingSignIn; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useSecondStep();
  const [code, setCode] = useState('');
  const codeError = step.error instanceof ApiError && step.error.fieldErrors ? step.error.fieldErrors.code : undefined;
  const failure = step.error && !codeError ? failureText(t, step.error) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({ challenge: signIn.challenge, code: code.trim() }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        autoComplete="one-time-code"
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
      />
      {failure && <AuthMessage tone="error">{failure}</AuthMessage>}
      <Button type="submit" busy={step.isPending} className="w-full">
        {t('twoFactor.verify')}
      </Button>
    </form>
  );
}
