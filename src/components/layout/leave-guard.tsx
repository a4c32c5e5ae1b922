import { useBlocker } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
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

/**
 * A form page's saved result, and its `onDone` called with it once the page has rendered as saved
 * (the LeaveGuard then no longer holds): `const [done, setDone] = useDoneOnceSaved(onDone)`, `setDone`
 * as the save's `onSaved`, `<LeaveGuard when={isDirty && !done} />`.
 */
export function useDoneOnceSaved<T>(onDone: (result: T) => void) {
  const [done, setDone] = useState<T | null>(null);
  const finish = useEffectEvent((result: T) => onDone(result));
  useEffect(() => {
    if (done) finish(done);
  }, [done]);
  return [done, setDone] as const;
}
