/**
 * A finding's parts as the list shows them: its severity, what the rule found in words (the values it
 * answered, formatted as everywhere), the link to its record, and the rules with their counts above
 * the list (each a filter of the list).
 */
import { useTranslation } from 'react-i18next';
import { RecordLink } from '@/components/data-table/record-link';
import { Badge } from '@/components/ui/badge';
import { TruncatedText } from '@/components/ui/truncated-text';
import { cn } from '@/lib/cn';
import { formatDate, formatMonth } from '@/shared/dates';
import { formatEnterpriseNumber } from '@/shared/enterprise-number';
import { formatCount, formatMoney } from '@/shared/format';
import type { DataQualityRule, DataQualitySeverity } from '@/shared/constants/data-quality';
import type { DataQualityFinding, DataQualityRuleCount } from '@/shared/schemas/data-quality';

export function SeverityBadge({ severity }: { severity: DataQualitySeverity }) {
  const { t } = useTranslation();
  return <Badge tone={severity === 'error' ? 'danger' : 'warning'}>{t(`dataQuality:severities.${severity}`)}</Badge>;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const num = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

/** What the rule found, in a sentence of the rule's own. */
export function FoundText({ finding }: { finding: DataQualityFinding }) {
  const { t, i18n } = useTranslation();
  const v = finding.values;
  const key = `dataQuality:rules.${finding.rule}.found`;
  switch (finding.rule) {
    case 'enterpriseNumberCheck':
    case 'duplicateEnterpriseNumber':
      return <>{t(key, { vatNumber: formatEnterpriseNumber(text(v.vatNumber)), others: text(v.others) })}</>;
    case 'peppolWithoutEndpoint':
      return v.vatNumber ? (
        <>{t(key, { vatNumber: formatEnterpriseNumber(text(v.vatNumber)) })}</>
      ) : (
        <>{t('dataQuality:rules.peppolWithoutEndpoint.noNumber')}</>
      );
    case 'itemWithoutPriceNextMonth':
      return <>{t(key, { product: text(v.productCode), month: formatMonth(text(v.month), i18n.language) })}</>;
    case 'productWithoutPrice':
      return <>{t(key, { name: text(v.name) })}</>;
    case 'overdueWithoutFollowUp':
      return (
        <>
          {t(key, {
            count: num(v.daysOverdue),
            dueDate: formatDate(text(v.dueDate)),
            open: formatMoney(num(v.openAmount)),
          })}
        </>
      );
    default:
      return <>{t(key)}</>;
  }
}

/** The record a finding points at: a company, a contact (on its company), an item (its contract), a product, an invoice. */
export function FindingRecord({ finding }: { finding: DataQualityFinding }) {
  const { label, recordKind, recordId, companyId, contractId } = finding;
  switch (recordKind) {
    case 'company':
    case 'contact':
      return (
        <RecordLink to="/company/$subroute" params={{ subroute: String(companyId ?? recordId) }} text={label} strong />
      );
    case 'contractItem':
      return <RecordLink to="/contract/$contractId" params={{ contractId: String(contractId) }} text={label} strong />;
    case 'product':
      return <RecordLink to="/products/$productId" params={{ productId: String(recordId) }} text={label} strong />;
    case 'invoice':
      return (
        <RecordLink to="/invoices/invoices/$invoiceId" params={{ invoiceId: String(recordId) }} strong numeric>
          {label}
        </RecordLink>
      );
  }
}

/** The company a finding is about, linked (none for a product). */
export function FindingCompany({ finding }: { finding: DataQualityFinding }) {
  if (finding.companyId === null || finding.recordKind === 'company')
    return <TruncatedText text={finding.companyName ?? ''} />;
  return (
    <RecordLink
      to="/company/$subroute"
      params={{ subroute: String(finding.companyId) }}
      text={finding.companyName ?? ''}
    />
  );
}

/** The rules with their counts in the view: each shows only its findings (again: all of them). */
export function RuleCounts({
  rules,
  chosen,
  onChoose,
}: {
  rules: readonly DataQualityRuleCount[];
  chosen: readonly DataQualityRule[] | undefined;
  onChoose: (rule: DataQualityRule) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mb-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('dataQuality:byRule')}>
      {rules.map((r) => {
        const on = chosen?.includes(r.rule) ?? false;
        return (
          <li key={r.rule}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onChoose(r.rule)}
              className={cn(
                'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-slate-50',
                on ? 'border-sky-700 ring-1 ring-sky-700' : 'border-slate-200',
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <SeverityBadge severity={r.severity} />
                <span className="truncate">{t(`dataQuality:rules.${r.rule}.title`)}</span>
              </span>
              <span className="font-medium tabular-nums">{formatCount(r.count)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
