import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';

const TwoFactorBody = lazy(() => import('./two-factor-body'));

/**
 * The profile menu's two-factor sign-in: on (with the recovery codes left; an administrator resets
 * it), or enrolling an authenticator app.
 */
export function TwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('twoFactor.dialogTitle')}>
      {open && (
        <Suspense
          fallback={
            <p role="status" aria-busy="true" className="text-sm text-slate-700">
              {t('twoFactor.loading')}
            </p>
          }
        >
          <TwoFactorBody onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Modal>
  );
}
