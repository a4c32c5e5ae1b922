/**
 * A company's metadata, read-only: each definition staff may see (Hidden ones never) with its value
 * as people read it (a MULTISELECT's label, a dash when empty). Edited in the company's edit view.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Facts } from '@/components/layout/block';
import { TabSection } from '@/components/detail/tab-section';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/skeleton';
import type { Company } from '@/shared/schemas/company';
import { companyQueries } from '../api/company-api';
import { metadataName, metadataValueText } from '@/shared/enumerations';

export function MetadataTab({ company, onEdit }: { company: Company; onEdit?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const definitions = useQuery(companyQueries.companyMetadatas());
  const shown = (definitions.data ?? []).filter((d) => d.accessibility !== 'Hidden');
  return (
    <TabSection
      title={t('company:tabs.metadata')}
      actions={
        onEdit && (
          <Button variant="secondary" onClick={onEdit}>
            {t('company:actions.editMetadata')}
          </Button>
        )
      }
      className="max-w-3xl"
    >
      {definitions.isPending ? (
        <Loading bars={['h-40 w-full']} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          {shown.length === 0 ? (
            <p className="text-sm text-slate-700">{t('metadata.none')}</p>
          ) : (
            <Facts
              rows={shown.map((d) => {
                const value = company.metadatas.find((m) => m.metadataId === d.metadataId)?.value;
                return [metadataName(t, d), metadataValueText(t, d, value)] as const;
              })}
            />
          )}
        </div>
      )}
    </TabSection>
  );
}
