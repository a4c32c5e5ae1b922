import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * A dialog of the access screens that saves with one call (roles of a user, a definition of a role):
 * Cancel and Save, closing once the call succeeded; a refusal stays open, said by the call's alert.
 */
export function SaveDialog({
  title,
  onClose,
  save,
  busy,
  canSave,
  children,
}: {
  title: string;
  onClose: () => void;
  save: () => Promise<unknown>;
  busy: boolean;
  canSave: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const saveAndClose = () =>
    void save().then(onClose, () => {
      // The mutation's alert says why; the dialog stays for another try.
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={saveAndClose} busy={busy} disabled={!canSave}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
