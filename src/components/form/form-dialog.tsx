import type { TFunction } from 'i18next';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';

type Props = {
  open: boolean;
  /** Esc, the close button, a click beside it; the form calls it too (Cancel, a save). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** 500 px unless told. */
  width?: number | undefined;
  /** Which record the form edits (recordKey): another record, or another version of it, mounts a fresh form. */
  formKey?: string | undefined;
  /** Whether what the form starts from has loaded (metadata definitions); the form waits for it. */
  ready?: boolean | undefined;
  /** The form (SaveForm), in a component of its own so that its state lives only while it is mounted. */
  children: ReactNode;
};

/** A form's key: the record's id and version, or `new` for a new record. */
export function recordKey<R extends { version: number }>(record: R | null | undefined, id: keyof R): string {
  return record ? `${String(record[id])}-${record.version}` : 'new';
}

/**
 * The dialog of a form: the form is mounted only while the dialog is open (and ready), so every
 * opening starts from the record as it is now and closing drops what was typed; a new `formKey`
 * mounts a fresh form.
 */
export function FormDialog({ open, onClose, title, description, width, formKey, ready = true, children }: Props) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={title} description={description} width={width}>
      {open && ready && <Fragment key={formKey}>{children}</Fragment>}
    </Modal>
  );
}

/** What a form's dialog is given besides its form's own props (formDialog). */
export type FormDialogProps = { open: boolean; onClose: () => void };

/**
 * The dialog of one form: `frame` says the dialog's title (and description, width, formKey) from
 * the props; `Form` gets the same props and `onClose`, and lives only while the dialog is open.
 */
export function formDialog<P extends object>(
  Form: ComponentType<P & { onClose: () => void }>,
  frame: (props: P, t: TFunction) => Omit<Props, 'open' | 'onClose' | 'children'>,
) {
  return function Dialog({ open, onClose, ...rest }: P & FormDialogProps) {
    const { t } = useTranslation();
    const props = rest as unknown as P;
    return (
      <FormDialog open={open} onClose={onClose} {...frame(props, t)}>
        <Form {...props} onClose={onClose} />
      </FormDialog>
    );
  };
}
