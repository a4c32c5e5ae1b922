import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { __camel__List } from '@/features/__kebab__/__kebab__-list';
import { __pluralPascal__Page } from '@/features/__kebab__/__pluralKebab__-page';

const list = listRoute(__camel__List);

export const Route = createFileRoute('__listRouteId__')({ ...list, component: __pluralPascal__Page });
