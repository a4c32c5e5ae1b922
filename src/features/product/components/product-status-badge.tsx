import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { enumLabel, productStatusCode } from '@/shared/enumerations';
import { productStatusTone } from '@/shared/product-status';

/** A product's status as a coloured badge, labelled in the reader's language. */
export function ProductStatusBadge({ statusId, description }: { statusId: number; description: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={productStatusTone(statusId)}>
      {enumLabel(t, 'productStatus', productStatusCode(statusId), description)}
    </Badge>
  );
}
