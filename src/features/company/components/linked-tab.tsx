/** A company's linked companies: its reseller and the end users under it, each a link to its detail. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TabSection } from '@/components/detail/tab-section';
import { RecordLink } from '@/components/data-table/record-link';
import { Badge } from '@/components/ui/badge';
import { Loading } from '@/components/ui/skeleton';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import type { Company } from '@/shared/schemas/company';
import { companyQueries } from '../api/company-api';

export function LinkedTab({ company }: { company: Company }) {
  const { t } = useTranslation();
  const linked = useQuery(companyQueries.linked(company.companyId));
  return (
    <TabSection title={t('company:tabs.linked')}>
      {linked.isPending ? (
        <Loading className="flex flex-col gap-2" bars={['h-9 w-full', 'h-9 w-full']} />
      ) : !linked.data?.length ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm">{t('company:linked.none')}</p>
      ) : (
        <ul
          aria-label={t('company:linked.label', { name: company.name })}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {linked.data.map((c) => (
            <li key={c.companyId} className="flex flex-wrap items-center gap-3 px-4 py-2 text-sm">
              <Badge tone={c.relation === 'reseller' ? 'info' : 'neutral'}>
                {t(`company:linked.relations.${c.relation}`)}
              </Badge>
              <RecordLink to="/company/$subroute" params={{ subroute: String(c.companyId) }} strong>
                {c.name}
              </RecordLink>
              <span className="text-slate-700">{formatEnterpriseNumber(c.vatNumber)}</span>
              {c.status === 'inactive' && <Badge tone="neutral">{t('company:statuses.inactive')}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </TabSection>
  );
}
