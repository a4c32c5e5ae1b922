import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { CompanyStatus } from '@/shared/constants/company';

/** Active or inactive, and a second badge while staff have not validated the company yet. */
export function CompanyStatusBadge({ status, validated }: { status: CompanyStatus; validated: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(`company:statuses.${status}`)}</Badge>
      {!validated && <Badge tone="warning">{t('company:notValidated')}</Badge>}
    </span>
  );
}
