import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InModalBody, modalFooterClass } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/shared/dates';
import { ConflictNotice } from './conflict-notice';
import type { SaveFormState } from './use-save-form';

type Props<TRecord> = {
  /** What useSaveForm gives (its `form` aside). */
  saving: SaveFormState<TRecord>;
  /** Cancel: leaves without saving (a dialog closes). */
  onCancel: () => void;
  /** Two fields a row from `sm`. */
  grid?: boolean | undefined;
  /**
   * A page's form (a new company, a product): its fieldsets in two columns from `xl`, the buttons in
   * a footer that sticks to the bottom of the screen while the page scrolls.
   */
  page?: boolean | undefined;
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
 * Where the buttons (and a conflict notice above them) sit: in a modal's footer below the scrolling
 * fields, in a footer stuck to the bottom of a page's screen, or below the fields.
 */
const FOOTER = {
  modal: `${modalFooterClass} -mx-5 flex flex-col gap-3`,
  page: 'sticky bottom-0 z-10 -mx-6 flex flex-col gap-3 border-t border-slate-200 bg-white px-6 py-3',
  plain: 'flex flex-col gap-4',
};

/**
 * A form that saves (see useSaveForm): its fields, then a colleague's version when a save met one
 * (ConflictNotice: theirs or mine) above the buttons row: Cancel, then Save, which submits and is busy
 * while the save runs. Every form ends the same way, with its buttons always in reach: in a modal
 * (InModalBody) the fields scroll and the buttons stay in the footer; a page's form (`page`) keeps
 * them in a footer stuck to the bottom of the screen.
 */
export function SaveForm<TRecord>({
  saving,
  onCancel,
  grid = false,
  page = false,
  saveLabel,
  aside,
  actions,
  conflictDetail,
  children,
}: Props<TRecord>) {
  const { t } = useTranslation();
  const where = useContext(InModalBody) ? 'modal' : page ? 'page' : 'plain';
  const theirs = saving.conflict.current;
  return (
    <form
      noValidate
      onSubmit={(e) => void saving.submit(e)}
      className={where === 'modal' ? '-mb-5 flex min-h-0 flex-1 flex-col' : 'flex flex-col gap-4'}
    >
      {saving.draft.offered && (
        <div role="status" className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 p-3 text-sm">
          <p className="mr-auto">{t('form.draft.text', { when: formatTimestamp(saving.draft.offered) })}</p>
          <Button variant="secondary" className="px-2 py-1" onClick={saving.draft.discard}>
            {t('form.draft.discard')}
          </Button>
          <Button variant="secondary" className="px-2 py-1" onClick={saving.draft.restore}>
            {t('form.draft.restore')}
          </Button>
        </div>
      )}
      <div
        className={cn(
          page ? 'grid items-start gap-6 xl:grid-cols-2' : grid ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4',
          where === 'modal' && '-mx-5 min-h-0 flex-1 overflow-y-auto px-5 pb-4 pt-1',
        )}
      >
        {children}
      </div>
      <div className={FOOTER[where]}>
        {theirs !== null && (
          <ConflictNotice
            detail={conflictDetail?.(theirs)}
            onUseTheirs={saving.conflict.takeTheirs}
            onKeepMine={saving.conflict.keepMine}
          />
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {aside}
          <Button
            variant="secondary"
            onClick={() => {
              saving.draft.discard();
              onCancel();
            }}
          >
            {t('actions.cancel')}
          </Button>
          {actions}
          <Button type="submit" busy={saving.busy}>
            {saveLabel ?? t('actions.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
