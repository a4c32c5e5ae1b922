/**
 * Data quality (/dataquality): what is wrong in the data, by rule. Above the list every rule with its
 * count (each a filter); the findings in rule order (errors first), each linking to its record, with
 * the edit modal that fixes its field in place (the record's own update, on its version) and "Accept"
 * with a reason. Filters by rule, severity and module, search, paging, and the accepted findings (who,
 * when, why) as a second view, all in the URL. A fix anywhere refreshes the list (the hub's changes).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { OptionFilter } from '@/components/filters/option-filter';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRouteListState } from '@/components/list-screen/use-route-list-state';
import { Button } from '@/components/ui/button';
import { TruncatedText } from '@/components/ui/truncated-text';
import { useAccess } from '@/hooks/use-access';
import { formatTimestamp } from '@/shared/dates';
import type { DataQualityRule } from '@/shared/constants/data-quality';
import type { DataQualityFinding } from '@/shared/schemas/data-quality';
import { dataQualityQueries } from './api/data-quality-api';
import { FindingCompany, FindingRecord, FoundText, RuleCounts, SeverityBadge } from './components/finding-cells';
import { dataQualityList, withView } from './data-quality-list';
import { fixOf } from './finding-fix';

/** The dialogs (and the records' schemas) load when one first opens, not with the list. */
const FixFindingDialog = lazy(() =>
  import('./components/fix-finding-dialog').then((m) => ({ default: m.FixFindingDialog })),
);
const AcceptFindingDialog = lazy(() =>
  import('./components/accept-finding-dialog').then((m) => ({ default: m.AcceptFindingDialog })),
);

const col = columnsOf<DataQualityFinding>();

/** The module whose edit right a fix needs: the record's own. */
const FIX_MODULE = { company: 'company', contact: 'company', peppol: 'company' } as const;

export function DataQualityPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const list = useRouteListState(dataQualityList);
  const { search } = list;
  const accepted = search.view === 'accepted';
  const findings = useQuery(dataQualityQueries.findings(list.query));
  const [open, setOpen] = useState<{ kind: 'fix' | 'accept'; finding: DataQualityFinding } | null>(null);
  const canAccept = access.canEdit('dataquality');

  const columns = useMemo(
    () => [
      col('severity', t('dataQuality:fields.severity'), 'status', (f) => <SeverityBadge severity={f.severity} />),
      col('rule', t('dataQuality:fields.rule'), 'name', (f) => (
        <TruncatedText text={t(`dataQuality:rules.${f.rule}.title`)} />
      )),
      col('record', t('dataQuality:fields.record'), 'name', (f) => <FindingRecord finding={f} />),
      col('company', t('dataQuality:fields.company'), { kind: 'name', hideBelow: '3xl' }, (f) => (
        <FindingCompany finding={f} />
      )),
      col('found', t('dataQuality:fields.found'), { grow: true }, (f) => <FoundText finding={f} />),
      ...(accepted
        ? [
            col('reason', t('dataQuality:fields.reason'), 'text', (f) => (
              <TruncatedText text={f.acceptance?.reason ?? ''} />
            )),
            col('acceptedBy', t('dataQuality:fields.acceptedBy'), 'timestamp', (f) =>
              t('dataQuality:acceptedBy', {
                name: f.acceptance?.userName ?? t('dataQuality:system'),
                at: formatTimestamp(f.acceptance?.acceptedAt),
              }),
            ),
          ]
        : [
            col.actions((f) => {
              const fix = fixOf(f.rule);
              const name = `${t(`dataQuality:rules.${f.rule}.title`)}: ${f.label}`;
              return (
                <div className="flex justify-end gap-1">
                  {fix && access.canEdit(FIX_MODULE[fix]) && (
                    <Button
                      variant="secondary"
                      aria-label={t('dataQuality:fix.openFor', { name })}
                      onClick={() => setOpen({ kind: 'fix', finding: f })}
                    >
                      {t('dataQuality:fix.open')}
                    </Button>
                  )}
                  {canAccept && (
                    <Button
                      variant="secondary"
                      aria-label={t('dataQuality:accept.openFor', { name })}
                      onClick={() => setOpen({ kind: 'accept', finding: f })}
                    >
                      {t('dataQuality:accept.open')}
                    </Button>
                  )}
                </div>
              );
            }),
          ]),
    ],
    [t, accepted, access, canAccept],
  );

  const chooseRule = (rule: DataQualityRule) =>
    list.setFilters({ rules: search.rules?.length === 1 && search.rules[0] === rule ? undefined : [rule] });

  return (
    <ListScreen
      list={list}
      rows={findings}
      columns={columns}
      rowId={(f) => `${f.rule}:${f.recordId}`}
      texts="dataQuality:"
      emptyText={t(accepted ? 'dataQuality:emptyAccepted' : 'dataQuality:empty')}
      besideSearch={
        <div className="flex gap-1" role="group" aria-label={t('dataQuality:views.label')}>
          {(['open', 'accepted'] as const).map((v) => (
            <Button
              key={v}
              variant={(accepted ? 'accepted' : 'open') === v ? 'primary' : 'secondary'}
              aria-pressed={(accepted ? 'accepted' : 'open') === v}
              onClick={() => list.update((s) => withView(s, v))}
            >
              {t(`dataQuality:views.${v}`)}
            </Button>
          ))}
        </div>
      }
      above={
        findings.data ? <RuleCounts rules={findings.data.rules} chosen={search.rules} onChoose={chooseRule} /> : null
      }
      filters={
        <>
          <OptionFilter
            legend={t('dataQuality:fields.rule')}
            {...list.codes('rules', (r) => t(`dataQuality:rules.${r}.title`))}
          />
          <OptionFilter
            legend={t('dataQuality:fields.severity')}
            {...list.codes('severities', (s) => t(`dataQuality:severities.${s}`))}
          />
          <OptionFilter legend={t('dataQuality:fields.module')} {...list.codes('modules', (m) => t(`modules.${m}`))} />
        </>
      }
    >
      {open && (
        <Suspense fallback={null}>
          {open.kind === 'fix' ? (
            <FixFindingDialog finding={open.finding} onClose={() => setOpen(null)} />
          ) : (
            <AcceptFindingDialog finding={open.finding} onClose={() => setOpen(null)} />
          )}
        </Suspense>
      )}
    </ListScreen>
  );
}
