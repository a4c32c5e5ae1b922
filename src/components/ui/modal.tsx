/**
 * Modal and drawer on Radix Dialog: focus trap, Esc closes, labelled by their title; they animate in and
 * out (styles.css). Opened, the focus goes to the first field, else to the first control as Radix
 * does; closed, back to what opened it, or to the screen's heading when
 * that is gone (a menu item, a row that the change removed).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useRef, type CSSProperties, type ReactNode } from 'react';
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

/**
 * True inside a modal's body: a form there (SaveForm) scrolls its own fields and keeps its buttons
 * in a footer that stays in view, as the modal's own `footer` does.
 */
export const InModalBody = createContext(false);

/** The field a dialog's focus starts on. */
const FIRST_FIELD = [
  'input:not([type=hidden]):not(:disabled):not([readonly])',
  'select:not(:disabled)',
  'textarea:not(:disabled):not([readonly])',
].join(', ');

/** What both share: the overlay, the content labelled by its title (described only by a description), the close button. */
function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  overlay,
  head,
  style,
  className,
  children,
}: Pick<BaseProps, 'open' | 'onOpenChange' | 'title' | 'description'> & {
  overlay: string;
  /** The look of the title row and of the title. */
  head: { row: string; title: string };
  style?: CSSProperties;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          style={style}
          className={className}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(FIRST_FIELD);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in an open combobox closes its options, not the dialog.
            if ((event.target as Element | null)?.getAttribute?.('aria-expanded') === 'true') event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Radix's own would focus a Dialog.Trigger, which these controlled dialogs do not have.
            event.preventDefault();
            const back = opener.current?.isConnected ? opener.current : null;
            ((back as HTMLElement | null) ?? document.querySelector<HTMLElement>('#main [data-page-heading]'))?.focus();
          }}
        >
          <div className={head.row}>
            <Dialog.Title className={head.title}>{title}</Dialog.Title>
            <Dialog.Close
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('actions.close')}
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A centred modal, 500 px wide by default, never taller than the viewport: the title row and the
 * footer stay, the body between them scrolls (a form in it keeps its buttons in view, InModalBody).
 */
export function Modal({ description, children, footer, width = 500, ...frame }: BaseProps & { width?: number }) {
  return (
    <DialogFrame
      {...frame}
      description={description}
      overlay="motion-overlay fixed inset-0 z-40 bg-slate-900/40"
      head={{ row: 'flex shrink-0 items-start justify-between gap-4 px-5 pb-3 pt-5', title: 'text-lg font-semibold' }}
      style={{ width: `${width}px`, maxWidth: 'calc(100vw - 2rem)' }}
      className="motion-pop fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none"
    >
      {description && (
        <Dialog.Description className="shrink-0 px-5 pb-4 text-sm text-slate-700">{description}</Dialog.Description>
      )}
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-5 pb-5" data-modal-body>
        <InModalBody.Provider value={true}>{children}</InModalBody.Provider>
      </div>
      {footer && <div className={cn(modalFooterClass, 'flex flex-wrap justify-end gap-2')}>{footer}</div>}
    </DialogFrame>
  );
}

/** The footer row of a modal (its own, or a form's in it): below the scrolling body, always in view. */
export const modalFooterClass = 'shrink-0 border-t border-slate-200 px-5 py-3';

/** A drawer from the right, 400 px wide. */
export function Drawer({ description, children, footer, className, ...frame }: BaseProps & { className?: string }) {
  return (
    <DialogFrame
      {...frame}
      description={description}
      overlay="motion-overlay fixed inset-0 z-40 bg-slate-900/30"
      head={{
        row: 'flex items-center justify-between border-b border-slate-200 px-4 py-3',
        title: 'text-base font-semibold',
      }}
      className={cn(
        'motion-drawer fixed inset-y-0 right-0 z-50 flex w-[min(400px,100vw)] flex-col bg-white shadow-xl focus:outline-none',
        className,
      )}
    >
      {description && (
        <Dialog.Description className="px-4 pt-3 text-sm text-slate-700">{description}</Dialog.Description>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      {footer && <div className="border-t border-slate-200 px-4 py-3">{footer}</div>}
    </DialogFrame>
  );
}
