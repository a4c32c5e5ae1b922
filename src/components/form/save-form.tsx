import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ConflictNotice } from './conflict-notice';
import type { SaveFormState } from './use-save-form';

type Props<TRecord> = {
  /** What useSaveForm gives (its `form` aside). */
  saving: SaveFormState<TRecord>;
  /** Cancel: leaves without saving (a dialog closes). */
  onCancel: () => void;
  /** Two fields a row from `sm`; the conflict notice and the buttons then span the row. */
  grid?: boolean | undefined;
  /** The form's own layout instead of the stack or grid (a page's form). */
  className?: string | undefined;
  /** The save button's text: "Save" unless told. */
  saveLabel?: string | undefined;
  /** At the start of the buttons row (an option such as "create another"). */
  aside?: ReactNode;
  /** More buttons, between Cancel and Save (a second save: "save and ..."). */
  actions?: ReactNode;
  /** What the colleague changed, in a line, for the conflict notice. */
  conflictDetail?: ((theirs: TRecord) => ReactNode) | undefined;
  children: ReactNode;
};

/**
 * A form that saves (see useSaveForm): its fields, then a colleague's version when a save met one
 * (ConflictNotice: theirs or mine), then the buttons row: Cancel, then Save, which submits and is busy
 * while the save runs. Every form dialog ends the same way.
 */
export function SaveForm<TRecord>({
  saving,
  onCancel,
  grid = false,
  className,
  saveLabel,
  aside,
  actions,
  conflictDetail,
  children,
}: Props<TRecord>) {
  const { t } = useTranslation();
  const across = grid ? 'sm:col-span-2' : undefined;
  const theirs = saving.conflict.current;
  const notice = theirs !== null && (
    <ConflictNotice
      detail={conflictDetail?.(theirs)}
      onUseTheirs={saving.conflict.takeTheirs}
      onKeepMine={saving.conflict.keepMine}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void saving.submit(e)}
      className={className ?? (grid ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4')}
    >
      {children}
      {notice && (grid ? <div className={across}>{notice}</div> : notice)}
      <div className={cn('flex flex-wrap items-center justify-end gap-2', across)}>
        {aside}
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        {actions}
        <Button type="submit" busy={saving.busy}>
          {saveLabel ?? t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
