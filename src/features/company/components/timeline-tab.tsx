/**
 * A company's timeline: who changed what and when (the company, its contacts), with the fields
 * before and after, newest first, loading page by page as the user scrolls; filtered by kind.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { TabSection } from '@/components/detail/tab-section';
import { InfiniteList } from '@/components/ui/infinite-list';
import { formatTimestamp, formatWireDay } from '@/shared/dates';
import type { Company, TimelineEvent } from '@/shared/schemas/company';
import { changedField, contractChangeLabel, contractFieldValue } from '@/features/contract';
import { invoiceChangeLabel, invoiceChangeValue } from '@/features/invoice';
import { companyQueries } from '../api/company-api';
import { contactQueries } from '../api/contact-api';
import { TIMELINE_KINDS, type TimelineKind } from '@/shared/constants/timeline';
import { EMPTY, formatCountry, formatMoney } from '@/shared/format';
import { enumLabel, metadataValueText } from '@/shared/enumerations';

/** The prefix of a metadata value's field (`metadata.billingplan`). */
const METADATA_FIELD = 'metadata.';

/** The label key of a changed field. */
const FIELD_LABELS: Record<string, string> = {
  parentCompanyName: 'company:fields.parent',
  cityName: 'company:fields.city',
  countryCode: 'company:fields.country',
  vatRegimeId: 'company:fields.vatRegime',
  profileId: 'company:fields.profile',
  dnsTenantId: 'company:fields.dnsTenant',
  firstName: 'company:contacts.firstName',
  lastName: 'company:contacts.lastName',
  gender: 'company:contacts.gender',
  contactTypeIds: 'company:contacts.types',
};

export function TimelineTab({ company }: { company: Company }) {
  const { t } = useTranslation(['common', 'company', 'contract', 'invoice']);
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const timeline = useInfiniteQuery(companyQueries.timeline(company.companyId, kinds));
  const vatRegimes = useQuery(companyQueries.vatRegimes());
  const profiles = useQuery(companyQueries.profiles());
  const dnsTenants = useQuery(companyQueries.dnsTenants());
  const companyMetadatas = useQuery(companyQueries.companyMetadatas());
  const contactMetadatas = useQuery(companyQueries.contactMetadatas());
  const contactTypes = useQuery(contactQueries.types());
  const events = timeline.data?.pages.flatMap((p) => p.items) ?? [];
  const toggle = (kind: TimelineKind) =>
    setKinds((current) =>
      current.includes(kind)
        ? current.filter((k) => k !== kind)
        : TIMELINE_KINDS.filter((k) => k === kind || current.includes(k)),
    );

  /** A value as staff read it: names for ids and codes, yes or no, a dash for nothing. */
  const shown = (kind: TimelineKind, field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (kind === 'contract') return contractFieldValue(t, changedField(field), value);
    if (kind === 'invoice') return invoiceChangeValue(t, field, value);
    // A service fee's status, the day it was paid, its fee (docs/domain.md "Service fees").
    if (kind === 'serviceFee')
      return field === 'status'
        ? t(`company:serviceFee.statuses.${String(value)}`)
        : field === 'datePaid'
          ? formatWireDay(`${String(value)}T00:00:00.000Z`)
          : field === 'feeAmount'
            ? formatMoney(Number(value))
            : String(value);
    if (field.startsWith(METADATA_FIELD)) {
      const definitions = (kind === 'contact' ? contactMetadatas : companyMetadatas).data;
      const definition = definitions?.find((d) => d.code === field.slice(METADATA_FIELD.length));
      return definition ? metadataValueText(t, definition, String(value)) : String(value);
    }
    if (typeof value === 'boolean') return value ? t('company:yes') : t('company:no');
    const named = <T,>(list: T[] | undefined, id: (item: T) => unknown, label: (item: T) => string) => {
      const item = list?.find((x) => id(x) === value);
      return item ? label(item) : String(value);
    };
    switch (field) {
      case 'vatRegimeId':
        return named(
          vatRegimes.data,
          (v) => v.vatRegimeId,
          (v) => enumLabel(t, 'vatRegime', v.code, v.description),
        );
      case 'profileId':
        return named(
          profiles.data,
          (p) => p.profileId,
          (p) => p.description,
        );
      case 'dnsTenantId':
        return named(
          dnsTenants.data,
          (d) => d.dnsTenantId,
          (d) => d.name,
        );
      case 'partyType':
        return t(`company:partyTypes.${String(value)}`);
      case 'status':
        return t(`company:statuses.${String(value)}`);
      case 'language':
        return t(`company:languages.${String(value)}`);
      case 'countryCode':
        return formatCountry(String(value));
      case 'gender':
        return t(`company:genders.${String(value)}`);
      case 'contactTypeIds':
        return Array.isArray(value)
          ? value
              .map((id) => {
                const type = contactTypes.data?.find((c) => c.contactTypeId === id);
                return type ? t(`company:contactTypes.${type.code}`, { defaultValue: type.description }) : String(id);
              })
              .join(', ') || EMPTY
          : String(value);
      default:
        return String(value);
    }
  };

  const fieldLabel = (kind: TimelineKind, field: string) =>
    kind === 'contract'
      ? contractChangeLabel(t, field)
      : kind === 'invoice'
        ? invoiceChangeLabel(t, field)
        : kind === 'serviceFee'
          ? t(`company:serviceFee.fields.${field}`, { defaultValue: field })
          : field.startsWith(METADATA_FIELD)
            ? t('metadata.field', { code: enumLabel(t, 'metadataCode', field.slice(METADATA_FIELD.length)) })
            : t(FIELD_LABELS[field] ?? `company:fields.${field}`, { defaultValue: field });

  return (
    <TabSection
      title={t('company:tabs.timeline')}
      actions={
        <fieldset className="flex items-center gap-4">
          <legend className="sr-only">{t('company:timeline.kindFilter')}</legend>
          {TIMELINE_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={t(`company:timeline.kinds.${kind}`)}
              checked={kinds.includes(kind)}
              onChange={() => toggle(kind)}
            />
          ))}
        </fieldset>
      }
    >
      {timeline.isSuccess && events.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm">{t('company:timeline.empty')}</p>
      ) : (
        <InfiniteList
          label={t('company:timeline.label', { name: company.name })}
          items={events}
          getKey={(e: TimelineEvent) => e.eventId}
          totalCount={timeline.data?.pages[0]?.totalCount}
          isLoading={timeline.isPending}
          hasNextPage={timeline.hasNextPage}
          isFetchingNextPage={timeline.isFetchingNextPage}
          isFetchNextPageError={timeline.isFetchNextPageError}
          fetchNextPage={() => timeline.fetchNextPage()}
          estimateSize={72}
          className="max-h-[60vh] rounded-lg border border-slate-200 bg-white"
          rowClassName={() => 'border-b border-slate-100'}
          renderItem={(e) => (
            <div className="px-4 py-3 text-sm">
              <p>
                <span className="font-medium">{e.userName ?? t('company:timeline.system')}</span>{' '}
                {t(`company:timeline.actions.${e.action}`)}{' '}
                <span className="text-slate-700">{t(`company:timeline.kinds.${e.kind}`)}</span>{' '}
                {e.kind === 'mail' ? (
                  <Link
                    to="/mails/$mailId"
                    params={{ mailId: String(e.recordId) }}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {e.label}
                  </Link>
                ) : e.kind === 'invoice' && e.recordId !== null ? (
                  // A draft made by hand (#id, no number yet) opens among the manual invoices.
                  <Link
                    to={
                      e.label.startsWith('#') ? '/invoices/manualInvoices/$invoiceId' : '/invoices/invoices/$invoiceId'
                    }
                    params={{ invoiceId: String(e.recordId) }}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {e.label}
                  </Link>
                ) : (
                  <span className="font-medium">{e.label}</span>
                )}
              </p>
              {/* Lines, not a nested list: each event is one item of the timeline. */}
              {e.changes.map((c) => (
                <p key={c.field} className="text-slate-700">
                  {fieldLabel(e.kind, c.field)}: {shown(e.kind, c.field, c.before)} → {shown(e.kind, c.field, c.after)}
                </p>
              ))}
              <p className="text-xs text-slate-600">
                <time dateTime={e.occurredAt}>{formatTimestamp(e.occurredAt)}</time>
              </p>
            </div>
          )}
        />
      )}
    </TabSection>
  );
}
