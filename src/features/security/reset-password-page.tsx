import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants/identity';
import { passwordProblem } from '@/shared/password-rules';
import type { ResetLinkAnswer } from '@/shared/schemas/security';
import { identityQueries, useSetPassword } from './api/identity-api';
import { AuthCard, AuthForm, AuthMessage } from './auth-card';
import { failureOf, failureText } from './failure-text';
import { BackToSignIn } from './forgot-password-page';

/**
 * The page a reset link opens: it first asks where the link stands (a used, expired or unknown link
 * says so, with the way to a new one), then takes the new password twice, judged by the shared rules
 * as the server judges it. Once set, every session of the account has ended.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useQuery({ ...identityQueries.resetLink(token), enabled: token !== '' });
  const [done, setDone] = useState(false);
  const title = t('identity:password.resetTitle');

  if (done)
    return (
      <AuthCard title={title}>
        <AuthMessage tone="info">{t('identity:password.resetDone')}</AuthMessage>
        <BackToSignIn />
      </AuthCard>
    );
  if (token !== '' && link.isPending)
    return (
      <AuthCard title={title}>
        <p role="status" aria-busy="true" className="text-sm text-slate-700">
          {t('identity:password.resetChecking')}
        </p>
      </AuthCard>
    );
  if (link.isError)
    return (
      <AuthCard title={title}>
        <AuthMessage tone="error">{failureText(t, link.error)}</AuthMessage>
        <Button variant="secondary" className="mt-4 w-full" onClick={() => void link.refetch()}>
          {t('actions.retry')}
        </Button>
      </AuthCard>
    );
  const answer: ResetLinkAnswer = link.data ?? { state: 'invalid' };
  if (answer.state !== 'valid')
    return (
      <AuthCard title={title}>
        <AuthMessage tone="error">{t(`validation.token.${answer.state}`)}</AuthMessage>
        <p className="mt-4 text-sm text-slate-700">
          <Link to="/forgot-password" className="text-brand-700 underline hover:text-brand-900">
            {t('identity:password.askNewLink')}
          </Link>
        </p>
        <BackToSignIn />
      </AuthCard>
    );
  return (
    <AuthCard title={title}>
      <NewPasswordForm
        token={token}
        user={{ email: answer.email ?? '', name: answer.name ?? '' }}
        onDone={() => setDone(true)}
        onStale={() => void link.refetch()}
      />
    </AuthCard>
  );
}

type Field = 'password' | 'confirm';

function NewPasswordForm({
  token,
  user,
  onDone,
  onStale,
}: {
  token: string;
  user: { email: string; name: string };
  onDone: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetPassword();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const errors: Partial<Record<Field, string>> = {
    password: passwordProblem(values.password, user) ?? undefined,
    confirm: values.confirm === values.password ? undefined : 'validation.password.mismatch',
  };
  const { fieldError: serverPassword, failure } = failureOf(t, save.error, 'password');

  const onSubmit = () => {
    setChecked({ password: true, confirm: true });
    if (errors.password || errors.confirm) return;
    save.mutate(
      { token, password: values.password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors?.token) onStale();
        },
      },
    );
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setChecked((v) => ({ ...v, [name]: true })),
    error: checked[name] ? errors[name] : undefined,
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      failure={failure}
      busy={save.isPending}
      submitLabel={t('identity:password.resetSubmit')}
    >
      <p className="text-sm text-slate-700">{t('identity:password.resetFor', { email: user.email })}</p>
      {/* The account's name for password managers. */}
      <input type="hidden" name="username" autoComplete="username" value={user.email} />
      <TextField
        label={t('identity:password.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        autoFocus
        hint={t('identity:password.passwordRules', { length: PASSWORD_MIN_LENGTH })}
        {...field('password')}
        error={field('password').error ?? serverPassword}
      />
      <TextField
        label={t('identity:password.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirm')}
      />
    </AuthForm>
  );
}
