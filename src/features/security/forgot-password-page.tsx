import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_LIFETIME_MINUTES } from '@/shared/constants/identity';
import { useForgotPassword } from './api/identity-api';
import { AccountEmailField, AuthCard, AuthForm, AuthMessage } from './auth-card';
import { failureOf } from './failure-text';

/** "Forgot password?": a reset link by e-mail. The answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { fieldError, failure } = failureOf(t, forgot.error, 'email');

  const onSubmit = () => {
    const address = email.trim();
    forgot.mutate(address, { onSuccess: () => setSentTo(address) });
  };

  return (
    <AuthCard title={t('identity:password.forgotTitle')}>
      {sentTo ? (
        <AuthMessage tone="info">
          {t('identity:password.forgotSent', { email: sentTo, minutes: PASSWORD_RESET_LIFETIME_MINUTES })}
        </AuthMessage>
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          failure={failure}
          busy={forgot.isPending}
          submitLabel={t('identity:password.forgotSubmit')}
        >
          <p className="text-sm text-slate-700">{t('identity:password.forgotText')}</p>
          <AccountEmailField value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} />
        </AuthForm>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="text-brand-700 underline hover:text-brand-900">
        {t('identity:password.backToSignIn')}
      </Link>
    </p>
  );
}
