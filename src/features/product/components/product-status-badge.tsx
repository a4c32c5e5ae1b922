import { Badge } from '@/components/ui/badge';
import { productStatusTone } from '@/shared/product-status';

/** A product's status as a coloured badge. */
export function ProductStatusBadge({ statusId, description }: { statusId: number; description: string }) {
  return <Badge tone={productStatusTone(statusId)}>{description}</Badge>;
}
