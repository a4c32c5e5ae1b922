/**
 * A record's page in one declaration, as listRoute is a list's: the route file spreads
 * `recordRoute(...)` beside its component. It makes what every record route ran by hand: the module
 * guard and the loader, which starts the texts and, when the path names a record (an id), its
 * queries; their factory is imported when the route loads (a small chunk, never the start-up bundle).
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import { requireModule } from '@/lib/guards';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueries } from '@/lib/query-client';
import { idOfSegment } from '@/lib/url';
import type { ModuleKey } from '@/shared/catalogue';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query of the factories
type AnyQuery = FetchQueryOptions<any, any, any, any>;

type RecordSpec = {
  /** The module whose read right the route needs. */
  module: ModuleKey;
  /** The path parameter that holds the record's id (`$invoiceId`: `invoiceId`); `id` when none is named. */
  param?: string;
  /** Text namespaces the page needs beyond those already loaded. */
  namespaces: readonly string[];
  /** The record's queries, from the feature's query factory (imported here, when the route loads). */
  queries: (id: number) => Promise<AnyQuery[]>;
};

type LoaderContext = Parameters<typeof loadQueries>[0];

/** The route's path parameters (not in `LoaderContext`: the router infers them from the path). */
const paramsOf = (match: object) => (match as { params?: Record<string, string> }).params ?? {};

/** The route options of a record's page: spread them into `createFileRoute(...)` beside the component. */
export function recordRoute({ module, param = 'id', namespaces, queries }: RecordSpec) {
  return {
    beforeLoad: requireModule(module),
    loader: (match: LoaderContext) => {
      const id = idOfSegment(paramsOf(match)[param] ?? '');
      return Promise.all([
        loadNamespaces(...namespaces),
        id === null ? undefined : queries(id).then((all) => loadQueries(match, ...all)),
      ]);
    },
  };
}
