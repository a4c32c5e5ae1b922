/** Modal and drawer on Radix Dialog: focus trap, Esc closes, labelled by their title; they animate in and out (styles.css). */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { X } from 'lucide-react';

type BaseProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

function CloseButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Close
      className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t('actions.close')}
    >
      <X aria-hidden className="size-4" />
    </Dialog.Close>
  );
}

/** A centred modal, 500 px wide by default. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 500,
}: BaseProps & { width?: number }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="motion-overlay fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          style={{ width: `${width}px`, maxWidth: 'calc(100vw - 2rem)' }}
          className="motion-pop fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <CloseButton />
          </div>
          {description && (
            <Dialog.Description className="mb-4 text-sm text-slate-700">{description}</Dialog.Description>
          )}
          {children}
          {footer && <div className="mt-5 flex justify-end gap-2">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A drawer from the right, 400 px wide. */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
}: BaseProps & { className?: string }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="motion-overlay fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          className={cn(
            'motion-drawer fixed inset-y-0 right-0 z-50 flex w-[min(400px,100vw)] flex-col bg-white shadow-xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <CloseButton />
          </div>
          {description && (
            <Dialog.Description className="px-4 pt-3 text-sm text-slate-700">{description}</Dialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer && <div className="border-t border-slate-200 px-4 py-3">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
