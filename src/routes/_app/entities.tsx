import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { entityList } from '@/features/access/access-lists';
import { EntitiesPage } from '@/features/access/entities-page';

const list = listRoute(entityList);

export const Route = createFileRoute('/_app/entities')({ ...list, component: EntitiesPage });
