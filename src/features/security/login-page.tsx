import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { safeReturnPath } from '@/lib/url';
import type { LoginInput, loginSchema } from '@/shared/schemas/login';
import { useLogin } from './api/login-api';
import { AccountEmailField, AuthCard, AuthMessage } from './auth-card';
import { failureText } from './failure-text';
import { keepPendingSignIn } from './sign-in-challenge';

type Props = { returnUrl?: string | undefined; sso?: string | undefined };

type Field = 'email' | 'password';

type Schema = typeof loginSchema;
/**
 * The shared sign-in schema (zod) loads when the user first types or leaves a field: the login page
 * paints without it, and its files are not among those the first paint waits for.
 */
const loadSchema = () => import('@/shared/schemas/login').then((m) => m.loginSchema);

/** The first error code per field, from the shared sign-in schema. */
function validate(schema: Schema | null, values: Record<Field, string>) {
  if (!schema) return { data: null, errors: {} as Partial<Record<Field, string>> };
  const result = schema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { data: result.success ? (result.data as LoginInput) : null, errors };
}

/**
 * Sign-in: errors only after a field was touched (blur), never while typing.
 * The one form without react-hook-form: two fields on the first screen anyone loads, where RHF's
 * ~11 KiB gzip would break the login page's bundle budget. The rules are the same zod schema's.
 */
export function LoginPage({ returnUrl, sso }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Errors refresh on blur and submit only, so typing never flashes a message.
  const [checked, setChecked] = useState(values);
  const [schema, setSchema] = useState<Schema | null>(null);
  const needSchema = () => {
    if (!schema) void loadSchema().then((loaded) => setSchema(() => loaded));
  };
  const { errors } = validate(schema, checked);
  const shown = (field: Field) => (touched[field] || submitted ? errors[field] : undefined);
  const target = safeReturnPath(returnUrl);
  // What was typed (or filled in by a password manager) into the server's page before the app took it
  // over: kept, so the form does not wipe it or call it empty (on a slow connection that is seconds).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = (name: Field) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const early = { email: typed('email'), password: typed('password') };
    if (early.email || early.password) setValues(early);
  }, []);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      needSchema();
      setValues((v) => ({ ...v, [name]: e.target.value }));
    },
    onBlur: () => {
      needSchema();
      setTouched((v) => ({ ...v, [name]: true }));
      setChecked(values);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setChecked(values);
    const { data } = validate(schema ?? (await loadSchema()), values);
    if (!data) return;
    login.mutate(
      { email: data.email, password: data.password, returnUrl: new URL(target, globalThis.location.origin).href },
      {
        onSuccess: (answer) => {
          if (!('twoFactor' in answer)) return void navigate({ href: target, replace: true });
          // The second step (a code, or enrolling an authenticator first) on its own screen.
          keepPendingSignIn({ step: answer.twoFactor, challenge: answer.challenge, returnUrl });
          void navigate({ to: '/two-factor' });
        },
      },
    );
  };

  const failure = login.error ? failureText(t, login.error) : null;

  return (
    <AuthCard title={t('login.title')}>
      {sso === 'development' && (
        <p role="note" className="mb-4 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          {t('login.developmentSso')}
        </p>
      )}
      <form
        ref={form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
        aria-describedby={failure ? 'login-failure' : undefined}
      >
        <AccountEmailField error={shown('email')} {...field('email')} />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={shown('password')}
          {...field('password')}
        />
        {failure && (
          <AuthMessage id="login-failure" tone="error">
            {failure}
          </AuthMessage>
        )}
        <Button type="submit" busy={login.isPending} className="mt-1 w-full">
          {t('login.submit')}
        </Button>
        <Link to="/forgot-password" className="self-center text-sm text-brand-700 underline hover:text-brand-900">
          {t('login.forgotPassword')}
        </Link>
      </form>
      <p className="mt-6 text-center text-xs text-slate-600">{t('login.version', { version: __APP_VERSION__ })}</p>
    </AuthCard>
  );
}
