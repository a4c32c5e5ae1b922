import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '@/components/list-screen/list-route';
import { requestLogList } from '@/features/request-log/request-log-list';
import { RequestLogsPage } from '@/features/request-log/request-logs-page';

/** /invoicerequests: the month runs' request logs, newest first. */
const list = listRoute(requestLogList);

export const Route = createFileRoute('/_app/invoicerequests/')({ ...list, component: RequestLogsPage });
