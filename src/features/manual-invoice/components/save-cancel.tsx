import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A dialog form's last row: Cancel closes it, Save submits (busy while saving). */
export function SaveCancel({ onCancel, busy }: { onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {t('actions.save')}
      </Button>
    </div>
  );
}
