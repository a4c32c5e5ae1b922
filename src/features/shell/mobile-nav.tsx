/**
 * Below 768 px the sidebar would take most of a phone's width: a top bar with a menu button opens it
 * as a panel from the left, on Radix Dialog (focus moves into it and back to the button, Esc and a
 * click outside close it). Following a link closes it too.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Module } from '@/shared/schemas/security';
import { Sidebar } from './sidebar';
import { Menu, X } from 'lucide-react';

export function MobileNav({ modules }: { modules: Module[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <header className="flex items-center gap-2 bg-brand-900 px-2 py-1.5 text-white">
        <Dialog.Trigger
          aria-label={t('nav.menu')}
          className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Menu aria-hidden className="size-5" />
        </Dialog.Trigger>
        <span className="font-bold tracking-tight">{t('app.name')}</span>
      </header>
      <Dialog.Portal>
        <Dialog.Overlay className="motion-overlay fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="motion-drawer fixed inset-y-0 left-0 z-50 flex [--motion-from:-100%] focus:outline-none"
        >
          <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
          <Sidebar modules={modules} />
          <Dialog.Close
            aria-label={t('actions.close')}
            className="absolute top-3 right-2 inline-flex size-8 items-center justify-center rounded text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
