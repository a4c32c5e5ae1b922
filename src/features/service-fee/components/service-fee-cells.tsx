/** How a service fee's status and period read in a table and on its page. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { ServiceFeeStatus } from '@/shared/constants/service-fee';
import { SERVICE_FEE_STATUS_TONE } from '@/shared/service-fee-states';

export function ServiceFeeStatusBadge({ status }: { status: ServiceFeeStatus }) {
  const { t } = useTranslation();
  return <Badge tone={SERVICE_FEE_STATUS_TONE[status]}>{t(`serviceFee:statuses.${status}`)}</Badge>;
}
