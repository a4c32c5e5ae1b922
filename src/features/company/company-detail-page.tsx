/**
 * A company's detail under /company/{id}, its tab in the URL: the general facts, Peppol readiness
 * (what is missing to invoice it electronically), and, with edit right, edit, validate and
 * inactivate (each after a confirmation). A missing company shows a not-found state.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Block, Facts, FactsBlock } from '@/components/layout/block';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, CompanyLink, TabLink, TabNav, TextLink } from '@/components/detail/links';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useShortcut } from '@/hooks/use-shortcut';
import { ApiError } from '@/lib/api-error';
import { formatDate, formatTimestamp } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { peppolReadiness } from '@/shared/peppol';
import type { Company } from '@/shared/schemas/company';
import { useAccess } from '@/hooks/use-access';
import { companyQueries, useValidateCompany } from './api/company-api';
import { FormSkeleton } from './company-add-page';
import { CompanyStatusBadge } from './components/company-status-badge';
import { COMPANY_LINKED, COMPANY_TABS, companyIdOf } from './company-view';
import { PageHeading } from '@/components/layout/page-heading';
import { EMPTY, formatCountry } from '@/shared/format';
import { enumLabel } from '@/shared/enumerations';

const route = getRouteApi('/_app/company/$subroute');
/** The edit view's form and the inactivation dialog (zod) load when first opened. */
const CompanyForm = lazy(() => import('./components/company-form').then((m) => ({ default: m.CompanyForm })));
/** The other tabs load when opened: the general facts paint without their tables. */
const ContactsTab = lazy(() => import('./components/contacts-tab').then((m) => ({ default: m.ContactsTab })));
const ContractsTab = lazy(() => import('./components/contracts-tab').then((m) => ({ default: m.ContractsTab })));
const InvoicesTab = lazy(() => import('./components/invoices-tab').then((m) => ({ default: m.InvoicesTab })));
const LinkedTab = lazy(() => import('./components/linked-tab').then((m) => ({ default: m.LinkedTab })));
const MetadataTab = lazy(() => import('./components/metadata-tab').then((m) => ({ default: m.MetadataTab })));
const TimelineTab = lazy(() => import('./components/timeline-tab').then((m) => ({ default: m.TimelineTab })));
const ServiceFeesTab = lazy(() => import('@/features/service-fee').then((m) => ({ default: m.ResellerServiceFees })));
const InactivateDialog = lazy(() =>
  import('./components/inactivate-dialog').then((m) => ({ default: m.InactivateDialog })),
);

export function CompanyDetailPage() {
  const { t } = useTranslation();
  const { subroute } = route.useParams();
  const id = companyIdOf(subroute);
  const company = useQuery({ ...companyQueries.detail(id ?? 0), enabled: id !== null });

  if (id !== null && company.isPending)
    return <Loading as="section" className="flex flex-col gap-4" bars={['h-8 w-64', 'h-40 w-full']} />;
  if (id !== null && company.isSuccess) return <CompanyScreen company={company.data} />;
  const missing = id === null || (company.error instanceof ApiError && [400, 404].includes(company.error.status));
  return (
    <section aria-labelledby="company-missing" className="flex flex-col items-start gap-3">
      <PageHeading id="company-missing" title={missing ? t('company:notFound') : t('errors.generic')} />
      {missing && <p className="text-slate-700">{t('company:notFoundText', { key: subroute })}</p>}
      <TextLink to="/company">{t('company:backToList')}</TextLink>
    </section>
  );
}

function CompanyScreen({ company }: { company: Company }) {
  const { t } = useTranslation();
  const access = useAccess();
  const canEdit = access.canEdit('company');
  const canSeeLinked = access.hasAccessCode(COMPANY_LINKED);
  const canSeeContracts = access.canRead('contract');
  const canSeeInvoices = access.canRead('invoices');
  // A reseller's service fees: what the provider owes it (docs/domain.md "Service fees").
  const canSeeServiceFees =
    access.canRead('servicefee') && (company.partyType === 'RESELLER' || company.partyType === 'NEWPARTNER');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const editing = search.view === 'edit' && canEdit;
  const [inactivating, setInactivating] = useState(false);
  const validate = useValidateCompany();
  const toggleEdit = () =>
    void navigate({ search: (s) => ({ ...s, view: s.view === 'edit' ? undefined : 'edit' }), replace: true });
  useShortcut('toggleEdit', toggleEdit, canEdit);
  const tab = search.tab ?? 'general';
  return (
    <DetailScreen
      titleId="company-title"
      back={<BackLink to="/company">{t('company:backToList')}</BackLink>}
      title={company.name}
      badge={<CompanyStatusBadge status={company.status} validated={company.validated} />}
      rest={
        <>
          <p className="w-full text-slate-700">
            {[
              company.vatNumber && formatEnterpriseNumber(company.vatNumber),
              t(`company:partyTypes.${company.partyType}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button variant={editing ? 'primary' : 'secondary'} aria-pressed={editing} onClick={toggleEdit}>
                {t('company:actions.edit')}
              </Button>
              {!company.validated && (
                <ConfirmPopover
                  tone="primary"
                  question={t('company:validateConfirm', { name: company.name })}
                  confirmLabel={t('company:actions.validate')}
                  onConfirm={() => validate.mutateAsync({ companyId: company.companyId, version: company.version })}
                >
                  <Button variant="secondary">{t('company:actions.validate')}</Button>
                </ConfirmPopover>
              )}
              {company.status === 'active' && (
                <Button variant="secondary" onClick={() => setInactivating(true)}>
                  {t('company:actions.inactivate')}
                </Button>
              )}
            </div>
          )}
        </>
      }
    >
      {inactivating && (
        <Suspense fallback={null}>
          <InactivateDialog company={company} open={inactivating} onOpenChange={setInactivating} />
        </Suspense>
      )}
      <TabNav label={t('company:tabs.label')}>
        {COMPANY_TABS.filter(
          (name) =>
            (name !== 'linked' || canSeeLinked) &&
            (name !== 'contracts' || canSeeContracts) &&
            (name !== 'invoices' || canSeeInvoices) &&
            (name !== 'serviceFees' || canSeeServiceFees),
        ).map((name) => (
          <TabLink
            key={name}
            to="/company/$subroute"
            params={{ subroute: String(company.companyId) }}
            search={name === 'general' ? {} : { tab: name }}
            aria-current={tab === name ? 'page' : undefined}
          >
            {t(`company:tabs.${name}`)}
          </TabLink>
        ))}
      </TabNav>
      {editing ? (
        <Suspense fallback={<FormSkeleton />}>
          <CompanyForm
            key={company.companyId}
            company={company}
            onCancel={toggleEdit}
            onDone={() => void navigate({ search: (s) => ({ ...s, view: undefined }), replace: true })}
          />
        </Suspense>
      ) : tab === 'contacts' ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ContactsTab company={company} canEdit={canEdit} />
        </Suspense>
      ) : tab === 'contracts' && canSeeContracts ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ContractsTab company={company} />
        </Suspense>
      ) : tab === 'invoices' && canSeeInvoices ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <InvoicesTab company={company} />
        </Suspense>
      ) : tab === 'serviceFees' && canSeeServiceFees ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ServiceFeesTab resellerId={company.companyId} />
        </Suspense>
      ) : tab === 'linked' && canSeeLinked ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <LinkedTab company={company} />
        </Suspense>
      ) : tab === 'metadata' ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <MetadataTab company={company} onEdit={canEdit ? toggleEdit : undefined} />
        </Suspense>
      ) : tab === 'timeline' ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <TimelineTab company={company} />
        </Suspense>
      ) : (
        <General company={company} />
      )}
    </DetailScreen>
  );
}

function General({ company }: { company: Company }) {
  const { t } = useTranslation();
  const vatRegimes = useQuery(companyQueries.vatRegimes());
  const profiles = useQuery(companyQueries.profiles());
  const dnsTenants = useQuery(companyQueries.dnsTenants());
  const nameOf = <T,>(list: T[] | undefined, find: (item: T) => boolean, label: (item: T) => string) => {
    const item = list?.find(find);
    return item ? label(item) : EMPTY;
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FactsBlock
        title={t('company:blocks.identity')}
        rows={[
          [t('company:fields.companyId'), String(company.companyId)],
          [t('company:fields.vatNumber'), formatEnterpriseNumber(company.vatNumber)],
          [
            t('company:fields.vatRegime'),
            nameOf(
              vatRegimes.data,
              (v) => v.vatRegimeId === company.vatRegimeId,
              (v) => enumLabel(t, 'vatRegime', v.code, v.description),
            ),
          ],
          [t('company:fields.naceCode'), company.naceCode ?? EMPTY],
          [t('company:fields.partyType'), t(`company:partyTypes.${company.partyType}`)],
          [
            t('company:fields.parent'),
            company.parentCompanyId ? (
              <CompanyLink id={company.parentCompanyId}>{company.parentCompanyName}</CompanyLink>
            ) : (
              t('company:noParent')
            ),
          ],
          [t('company:fields.validatedAt'), formatDate(company.validatedAt)],
          ...(company.status === 'inactive'
            ? ([
                [t('company:fields.inactivatedAt'), formatDate(company.inactivatedAt)],
                [t('company:fields.inactivationReason'), company.inactivationReason ?? EMPTY],
              ] as const)
            : []),
          [t('company:fields.createdAt'), formatTimestamp(company.createdAt)],
          [t('company:fields.updatedAt'), formatTimestamp(company.updatedAt)],
        ]}
      />
      <PeppolBlock company={company} />
      <FactsBlock
        title={t('company:blocks.address')}
        rows={[
          [t('company:fields.street'), company.street ?? EMPTY],
          [t('company:fields.postalCode'), company.postalCode ?? EMPTY],
          [t('company:fields.city'), company.cityName ?? EMPTY],
          [t('company:fields.country'), formatCountry(company.countryCode)],
        ]}
      />
      <FactsBlock
        title={t('company:blocks.contact')}
        rows={[
          [
            t('company:fields.email'),
            company.email ? (
              <a href={`mailto:${company.email}`} className="text-brand-700 underline underline-offset-2">
                {company.email}
              </a>
            ) : (
              EMPTY
            ),
          ],
          [t('company:fields.phone'), company.phone ?? EMPTY],
          [t('company:fields.language'), t(`company:languages.${company.language}`)],
          [
            t('company:fields.profile'),
            nameOf(
              profiles.data,
              (p) => p.profileId === company.profileId,
              (p) => p.description,
            ),
          ],
          [
            t('company:fields.dnsTenant'),
            nameOf(
              dnsTenants.data,
              (d) => d.dnsTenantId === company.dnsTenantId,
              (d) => d.name,
            ),
          ],
        ]}
      />
    </div>
  );
}

/** Peppol readiness: the identifier it is addressed by, and what is missing. */
function PeppolBlock({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { participantId, gaps } = peppolReadiness(company);
  return (
    <Block title={t('company:peppol.title')}>
      <Facts
        rows={[
          [t('company:peppol.identifier'), participantId ? <code key="id">{participantId}</code> : EMPTY],
          [t('company:fields.peppolReceiver'), company.peppolReceiver ? t('company:yes') : t('company:no')],
        ]}
      />
      {gaps.length === 0 ? (
        <p className="mt-3 text-sm">
          <Badge tone="success">{t('company:peppol.ready')}</Badge>
        </p>
      ) : (
        <div className="mt-3 text-sm" role="note">
          <p className="font-medium">{t('company:peppol.missingTitle')}</p>
          <ul className="ml-5 list-disc">
            {gaps.map((gap) => (
              <li key={gap}>{t(`company:peppol.gaps.${gap}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </Block>
  );
}
