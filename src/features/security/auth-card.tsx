import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { PageHeading } from '@/components/layout/page-heading';
import { Button } from '@/components/ui/button';

/**
 * The card the signed-out screens share (sign-in, its second step, forgot and reset password). Its top
 * is fixed (not centred on its height), so a first paint of a page still arriving never moves it.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-full items-start justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4 pt-[15vh]">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-lg">
        <div className="mb-6 flex items-center gap-3">
          <img src="/favicon.svg" alt="" className="size-9" />
          <PageHeading title={title} small />
        </div>
        {children}
      </div>
    </main>
  );
}

/** A message on a signed-out screen: a failure (announced at once) or a note. */
export function AuthMessage({ id, tone, children }: { id?: string; tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-md bg-red-50 p-3 text-sm text-red-800'
          : 'rounded-md bg-sky-50 p-3 text-sm text-sky-900'
      }
    >
      {children}
    </p>
  );
}

/** The form of a signed-out screen (not sign-in's own): its fields, what failed besides them, the submit button. */
export function AuthForm({
  onSubmit,
  failure,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4"
    >
      {children}
      {failure && <AuthMessage tone="error">{failure}</AuthMessage>}
      <Button type="submit" busy={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}

/** The account's e-mail address, as the sign-in and forgot-password screens ask it (the browser fills it in). */
export function AccountEmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  const { t } = useTranslation();
  return <TextField label={t('login.email')} type="email" autoComplete="username" required autoFocus {...props} />;
}
