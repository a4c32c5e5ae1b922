import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { requestLinesList } from '@/features/request-log/request-log-list';
import { RequestLogDetailPage } from '@/features/request-log/request-log-detail-page';

/** /invoicerequests/{id}: a run with a page of its log lines. */
const list = listRoute(requestLinesList);

export const Route = createFileRoute('/_app/invoicerequests/$requestId')({ ...list, component: RequestLogDetailPage });
