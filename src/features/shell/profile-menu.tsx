import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { useUiStore } from '@/stores/ui-store';
import { securityQueries } from '@/lib/security-queries';
import { logout, TwoFactorDialog, useResetOwnPassword } from '@/features/security';
import { MenuButton, MenuLink, MenuPopover } from './menu';

/** Profile menu: shortcuts, settings, release notes, about, reset password, two-factor sign-in, log out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const account = useQuery(securityQueries.account());
  const setShortcutsOpen = useUiStore((s) => s.setShortcutsOpen);
  const resetPassword = useResetOwnPassword();
  const queryClient = useQueryClient();
  const router = useRouter();
  const close = () => setOpen(false);
  const closeThen = (then: () => void) => () => {
    close();
    then();
  };
  const logOut = () => {
    setLoggingOut(true);
    void logout(queryClient, router).finally(() => setLoggingOut(false));
  };
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
        <MenuButton onSelect={closeThen(() => setShortcutsOpen(true))}>{t('profile.shortcuts')}</MenuButton>
        <MenuLink to="/settings/settings" onClick={close}>
          {t('profile.settings')}
        </MenuLink>
        <MenuLink to="/settings/release-notes/1x" onClick={close}>
          {t('profile.releaseNotes')}
        </MenuLink>
        <MenuLink to="/settings/about" onClick={close}>
          {t('profile.about')}
        </MenuLink>
        <MenuButton onSelect={closeThen(() => setConfirmReset(true))}>{t('profile.resetPassword')}</MenuButton>
        <MenuButton onSelect={closeThen(() => setTwoFactor(true))}>{t('profile.twoFactor')}</MenuButton>
        <MenuButton className="border-t border-slate-100" disabled={loggingOut} onSelect={logOut}>
          {t('profile.logout')}
        </MenuButton>
      </MenuPopover>
      <TwoFactorDialog open={twoFactor} onOpenChange={setTwoFactor} />
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
