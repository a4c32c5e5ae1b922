import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type Props = {
  /** A search or filter is set: say nothing matches and offer the reset. */
  filtered: boolean;
  onReset: () => void;
  emptyText: string;
  noMatchText: string;
  /** The add button (ListScreen's `add`); none on a list staff do not add to (mails: the back office writes them). */
  add?: { label: string; onAdd: () => void; noRightText: string } | undefined;
  /** Without it the add button stays, disabled, with the reason as its title. */
  canAdd?: boolean;
};

/** What a list shows without rows: why (nothing yet, or nothing matches), a reset and the add button. */
export function ListEmpty({ filtered, onReset, emptyText, noMatchText, add, canAdd }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3">
      <p>{filtered ? noMatchText : emptyText}</p>
      <div className="flex gap-2">
        {filtered && (
          <Button variant="secondary" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
        {add && (
          <Button onClick={add.onAdd} disabled={!canAdd} title={canAdd ? undefined : add.noRightText}>
            {add.label}
          </Button>
        )}
      </div>
    </div>
  );
}
