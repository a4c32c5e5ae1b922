import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { useUiStore } from '@/stores/ui-store';
import { securityQueries } from '@/lib/security-queries';
import { logout, useResetOwnPassword } from '@/features/security';
import { MenuPopover, menuItemClass } from './menu';

/** Profile menu: shortcuts, settings, release notes, about, reset password, log out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const account = useQuery(securityQueries.account());
  const setShortcutsOpen = useUiStore((s) => s.setShortcutsOpen);
  const resetPassword = useResetOwnPassword();
  const queryClient = useQueryClient();
  const router = useRouter();
  const close = () => setOpen(false);
  return (
    <>
      <MenuPopover
        open={open}
        onOpenChange={setOpen}
        label={t('profile.menu')}
        trigger={
          <>
            <span
              aria-hidden
              className="flex size-7 items-center justify-center rounded-full bg-white/20 text-xs font-semibold"
            >
              {account.data?.name.slice(0, 1) ?? '?'}
            </span>
            <span className="min-w-0 truncate">{account.data?.name}</span>
            <span className="sr-only">{t('profile.menu')}</span>
          </>
        }
      >
        <li role="none">
          <button
            role="menuitem"
            type="button"
            className={menuItemClass}
            onClick={() => {
              close();
              setShortcutsOpen(true);
            }}
          >
            {t('profile.shortcuts')}
          </button>
        </li>
        <li role="none">
          <Link role="menuitem" to="/settings/settings" className={menuItemClass} onClick={close}>
            {t('profile.settings')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" to="/settings/release-notes/1x" className={menuItemClass} onClick={close}>
            {t('profile.releaseNotes')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" to="/settings/about" className={menuItemClass} onClick={close}>
            {t('profile.about')}
          </Link>
        </li>
        <li role="none">
          <button
            role="menuitem"
            type="button"
            className={menuItemClass}
            onClick={() => {
              close();
              setConfirmReset(true);
            }}
          >
            {t('profile.resetPassword')}
          </button>
        </li>
        <li role="none" className="border-t border-slate-100">
          <button
            role="menuitem"
            type="button"
            className={menuItemClass}
            disabled={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void logout(queryClient, router).finally(() => setLoggingOut(false));
            }}
          >
            {t('profile.logout')}
          </button>
        </li>
      </MenuPopover>
      <Modal
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('profile.resetPasswordTitle')}
        description={t('profile.resetPasswordText', { email: account.data?.email ?? '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmReset(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              busy={resetPassword.isPending}
              onClick={() => resetPassword.mutate(undefined, { onSuccess: () => setConfirmReset(false) })}
            >
              {t('profile.resetPasswordConfirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
