import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { PASSWORD_RESET_LIFETIME_MINUTES } from '@/shared/constants/identity';
import { useForgotPassword } from './api/identity-api';
import { AuthCard, AuthMessage } from './auth-card';
import { failureText } from './failure-text';

/** "Forgot password?": a reset link by e-mail. The answer is the same whether the address has an account or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldError =
    forgot.error instanceof ApiError && forgot.error.fieldErrors ? forgot.error.fieldErrors.email : undefined;
  const failure = forgot.error && !fieldError ? failureText(t, forgot.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    forgot.mutate(address, { onSuccess: () => setSentTo(address) });
  };

  return (
    <AuthCard title={t('identity.forgotTitle')}>
      {sentTo ? (
        <AuthMessage tone="info">
          {t('identity.forgotSent', { email: sentTo, minutes: PASSWORD_RESET_LIFETIME_MINUTES })}
        </AuthMessage>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('identity.forgotText')}</p>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError}
          />
          {failure && <AuthMessage tone="error">{failure}</AuthMessage>}
          <Button type="submit" busy={forgot.isPending} className="w-full">
            {t('identity.forgotSubmit')}
          </Button>
        </form>
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
        {t('identity.backToSignIn')}
      </Link>
    </p>
  );
}
