import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type Props = {
  /** A search or filter is set: say nothing matches and offer the reset. */
  filtered: boolean;
  onReset: () => void;
  emptyText: string;
  noMatchText: string;
} & (
  | {
      addLabel: string;
      onAdd: () => void;
      /** Without it the add button stays, disabled, with the reason as its title. */
      canAdd: boolean;
      noAddRightText: string;
    }
  /** A list staff do not add to (mails: the back office writes them). */
  | { onAdd?: undefined }
);

/** What a list shows without rows: why (nothing yet, or nothing matches), a reset and the add button. */
export function ListEmpty(props: Props) {
  const { filtered, onReset, emptyText, noMatchText } = props;
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
        {props.onAdd && (
          <Button
            onClick={props.onAdd}
            disabled={!props.canAdd}
            title={props.canAdd ? undefined : props.noAddRightText}
          >
            {props.addLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
