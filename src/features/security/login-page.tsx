import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/alerts';
import { safeReturnPath } from '@/lib/url';
import { loginSchema, type LoginInput } from '@/schemas/login';
import { useLogin } from './api/security-mutations';

type Props = { returnUrl?: string | undefined; sso?: string | undefined };

/** Sign-in: errors only after a field was touched, never while typing (spec 01 section 5). */
export function LoginPage({ returnUrl, sso }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = (field: keyof LoginInput) => (touchedFields[field] || isSubmitted ? errors[field]?.message : undefined);
  const target = safeReturnPath(returnUrl);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { email: values.email, password: values.password, returnUrl: new URL(target, globalThis.location.origin).href },
      { onSuccess: () => void navigate({ href: target, replace: true }) },
    ),
  );

  const failure =
    login.error instanceof ApiError
      ? login.error.status === 429
        ? t('errors.tooManyRequests')
        : login.error.status === 400 && login.error.errorMessage
          ? translateMessage(login.error.errorMessage)
          : t('errors.generic')
      : login.error
        ? t('errors.network')
        : null;

  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-lg">
        <div className="mb-6 flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="size-9" />
          <h1 className="text-xl font-semibold">{t('login.title')}</h1>
        </div>
        {sso === 'development' && (
          <p role="note" className="mb-4 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
            {t('login.developmentSso')}
          </p>
        )}
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="flex flex-col gap-4"
          aria-describedby={failure ? 'login-failure' : undefined}
        >
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            autoFocus
            error={shown('email')}
            {...form.register('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            error={shown('password')}
            {...form.register('password')}
          />
          {failure && (
            <p id="login-failure" role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          )}
          <Button type="submit" busy={login.isPending} className="mt-1 w-full">
            {t('login.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-xs text-slate-600">{t('login.version', { version: __APP_VERSION__ })}</p>
      </div>
    </main>
  );
}
