import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal';
import { Button } from '../ui/button';

/**
 * While `when` holds (a form with unsaved changes), leaving the page asks first: cancel stays,
 * leave navigates on. Closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const { status, proceed, reset } = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <Modal
      open={status === 'blocked'}
      onOpenChange={(open) => !open && reset?.()}
      title={t('leaveGuard.title')}
      description={t('leaveGuard.text')}
      footer={
        <>
          <Button variant="secondary" onClick={() => reset?.()}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => proceed?.()}>
            {t('leaveGuard.leave')}
          </Button>
        </>
      }
    />
  );
}
