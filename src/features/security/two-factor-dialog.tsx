import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { loadNamespaces } from '@/lib/i18n';

/** The body and its texts (the `identity` namespace), loaded when the dialog first opens: the shell carries neither. */
const TwoFactorBody = lazy(() =>
  Promise.all([import('./two-factor-body'), loadNamespaces('identity')]).then(([body]) => body),
);

/**
 * The profile menu's two-factor sign-in: on (with the recovery codes left; an administrator resets
 * it), or enrolling an authenticator app.
 */
export function TwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('profile.twoFactor')}>
      {open && (
        <Suspense
          fallback={
            <p role="status" aria-busy="true" className="text-sm text-slate-700">
              {t('list.loading')}
            </p>
          }
        >
          <TwoFactorBody onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Modal>
  );
}
