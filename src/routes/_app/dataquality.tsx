import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { dataQualityList } from '@/features/data-quality/data-quality-list';
import { DataQualityPage } from '@/features/data-quality/data-quality-page';

const list = listRoute(dataQualityList);

export const Route = createFileRoute('/_app/dataquality')({ ...list, component: DataQualityPage });
