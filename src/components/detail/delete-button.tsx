/** A detail page's delete, last among its actions: a danger button that asks first (Delete confirms). */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';

type Props = { label: string; question: string; onConfirm: () => void | Promise<unknown> };

export function DeleteButton({ label, question, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmPopover question={question} confirmLabel={t('actions.delete')} onConfirm={onConfirm}>
      <Button variant="danger" className="ml-auto">
        {label}
      </Button>
    </ConfirmPopover>
  );
}
