/**
 * A question with confirm and cancel in a Radix popover, before a destructive action. Opening focuses Cancel, the harmless choice; Esc, Cancel or a click outside close it
 * and focus returns to the trigger. onConfirm may return a promise: the button shows busy until it
 * settles, then the popover closes.
 */
import * as Popover from '@radix-ui/react-popover';
import { useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export type ConfirmPopoverProps = {
  /** The element that opens it (a button); it must take a ref and props. */
  children: ReactElement;
  question: ReactNode;
  onConfirm: () => void | Promise<unknown>;
  onCancel?: (() => void) | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  /** Danger (red confirm) by default; primary for harmless confirmations. */
  tone?: 'danger' | 'primary' | undefined;
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
};

export function ConfirmPopover({
  children,
  question,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  side = 'bottom',
}: ConfirmPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // A failed action leaves the question open to try again; the caller reports the error
      // (mutations alert through the query client).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) onCancel?.();
      }}
    >
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          role="alertdialog"
          aria-labelledby={questionId}
          side={side}
          align="end"
          sideOffset={6}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            cancelRef.current?.focus();
          }}
          className="motion-pop z-50 w-72 rounded-md border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          <p id={questionId} className="text-sm text-slate-900">
            {question}
          </p>
          <div className="mt-3 flex justify-end gap-2">
            <Button
              ref={cancelRef}
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setOpen(false);
                onCancel?.();
              }}
            >
              {cancelLabel ?? t('actions.cancel')}
            </Button>
            <Button variant={tone} busy={busy} onClick={() => void confirm()}>
              {confirmLabel ?? t('ui.confirm.confirm')}
            </Button>
          </div>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
