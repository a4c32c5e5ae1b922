import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { safeReturnPath } from '@/lib/url';
import { useSecondStep } from './api/two-factor-api';
import { AuthCard, AuthForm, AuthMessage } from './auth-card';
import { EnrolAuthenticator } from './enrol-authenticator';
import { failureOf } from './failure-text';
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
      <AuthCard title={t('identity:twoFactor.title')}>
        <AuthMessage tone="error">{t('identity:errors.signInExpired')}</AuthMessage>
        <BackToSignIn />
      </AuthCard>
    );
  if (signIn.step === 'enrol')
    return (
      <AuthCard title={t('identity:twoFactor.enrolTitle')}>
        <p className="mb-4 text-sm text-slate-700">{t('identity:twoFactor.required')}</p>
        <EnrolAuthenticator challenge={signIn.challenge} onDone={done} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('identity:twoFactor.title')}>
      <CodeForm signIn={signIn} onDone={done} />
      <BackToSignIn />
    </AuthCard>
  );
}

function CodeForm({ signIn, onDone }: { signIn: PendingSignIn; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useSecondStep();
  const [code, setCode] = useState('');
  const { fieldError, failure } = failureOf(t, step.error, 'code');
  return (
    <AuthForm
      onSubmit={() => step.mutate({ challenge: signIn.challenge, code: code.trim() }, { onSuccess: onDone })}
      failure={failure}
      busy={step.isPending}
      submitLabel={t('identity:twoFactor.verify')}
    >
      <TextField
        label={t('identity:twoFactor.code')}
        hint={t('identity:twoFactor.codeHint')}
        autoComplete="one-time-code"
        required
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={fieldError}
      />
    </AuthForm>
  );
}
