import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';

type Props = Omit<ButtonProps, 'variant' | 'children' | 'aria-label'> & {
  /** What it edits, for a screen reader ("Edit rebate group Gold"). */
  label: string;
};

/** A row's Edit action: a small ghost button that says Edit and names its record to a screen reader. */
export function EditButton({ label, className = 'px-2 py-1', ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" className={className} aria-label={label} {...rest}>
      {t('actions.edit')}
    </Button>
  );
}
