/**
 * A service fee document under /servicefee/{id}: its reseller, month, status, amounts, claim period,
 * the reseller's number and the day paid; the invoices it is made of (each linked), its history
 * (made, claimed, its number, paid, expired: who and when), and what the caller may do now (the
 * server's `allowedActions`): claim (after a question), record the reseller's number, record the day
 * paid, download the PDF. A bad id is the not-found state.
 */
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsOf } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RecordLink } from '@/components/data-table/record-link';
import { DetailScreen } from '@/components/detail/detail-screen';
import { RecordDetail } from '@/components/detail/detail-states';
import { BackLink, CompanyLink } from '@/components/detail/links';
import { Money } from '@/components/invoice/invoice-cells';
import { Block, FactsBlock } from '@/components/layout/block';
import { Button } from '@/components/ui/button';
import { ConfirmPopover } from '@/components/ui/confirm-popover';
import { call } from '@/lib/http';
import { formatMonth, formatTimestamp, formatWireDay } from '@/shared/dates';
import { serviceFeeEndpoints } from '@/shared/endpoints/service-fee';
import { EMPTY, formatMoney, formatPercent } from '@/shared/format';
import type { ServiceFeeDetail, ServiceFeeLine } from '@/shared/schemas/service-fee';
import { serviceFeeQueries, useClaimServiceFee } from './api/service-fee-api';
import { ServiceFeeStatusBadge } from './components/service-fee-cells';

/** The dialogs (react-hook-form + zod, the date picker) load when first opened. */
const LinkDocNumberDialog = lazy(() =>
  import('./components/service-fee-dialogs').then((m) => ({ default: m.LinkDocNumberDialog })),
);
const SetPaidDialog = lazy(() =>
  import('./components/service-fee-dialogs').then((m) => ({ default: m.SetPaidDialog })),
);

const col = columnsOf<ServiceFeeLine>();

export function ServiceFeeDetailPage() {
  return (
    <RecordDetail param="id" query={serviceFeeQueries.detail} texts="serviceFee:" back="/servicefee" skeleton="h-16">
      {(found) => <ServiceFeeScreen fee={found} />}
    </RecordDetail>
  );
}

function ServiceFeeScreen({ fee }: { fee: ServiceFeeDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const period = formatMonth(fee.period, language);
  const [dialog, setDialog] = useState<'link' | 'paid' | null>(null);
  const claim = useClaimServiceFee();
  const download = useMutation({
    mutationFn: async () => {
      const [file, { saveBase64 }] = await Promise.all([
        call(serviceFeeEndpoints.download, { params: { id: fee.serviceFeeId } }),
        import('@/lib/download'),
      ]);
      saveBase64(file.byteArray, file.fileName, 'application/pdf');
    },
  });
  const can = (action: ServiceFeeDetail['allowedActions'][number]) => fee.allowedActions.includes(action);

  const columns = useMemo(
    () => [
      col('documentNumber', t('serviceFee:lines.invoice'), 'code', (l) => (
        <RecordLink to="/invoices/invoices/$invoiceId" params={{ invoiceId: String(l.invoiceId) }} numeric>
          {l.documentNumber ?? String(l.invoiceId)}
        </RecordLink>
      )),
      col('customer', t('serviceFee:lines.customer'), { grow: true }, (l) => (
        <RecordLink to="/company/$subroute" params={{ subroute: String(l.customerId) }} text={l.customerName} />
      )),
      col('type', t('serviceFee:lines.type'), { hideBelow: '4xl' }, (l) => t(`serviceFee:lines.types.${l.type}`)),
      col('month', t('serviceFee:lines.month'), 'month', (l) => formatMonth(l.month, language)),
      col('documentDate', t('serviceFee:lines.documentDate'), { kind: 'date', hideBelow: '5xl' }, (l) =>
        formatWireDay(l.documentDate),
      ),
      col('baseAmount', t('serviceFee:fields.baseAmount'), 'money', (l) => <Money amount={l.baseAmount} />),
      col('feeAmount', t('serviceFee:fields.feeAmount'), 'money', (l) => <Money amount={l.feeAmount} />),
    ],
    [t, language],
  );

  return (
    <DetailScreen
      titleId="service-fee-title"
      back={<BackLink to="/servicefee">{t('serviceFee:backToList')}</BackLink>}
      title={t('serviceFee:title', { period, reseller: fee.resellerName })}
      wrap
      line={
        <>
          <ServiceFeeStatusBadge status={fee.status} />
          <span>{formatMoney(fee.feeAmount)}</span>
        </>
      }
      rest={
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('serviceFee:actions.label')}>
          {can('claim') && (
            <ConfirmPopover
              tone="primary"
              question={t('serviceFee:actions.claimQuestion', { period, reseller: fee.resellerName })}
              confirmLabel={t('serviceFee:actions.claim')}
              onConfirm={() => claim.mutateAsync({ id: fee.serviceFeeId, version: fee.version })}
            >
              <Button busy={claim.isPending}>{t('serviceFee:actions.claim')}</Button>
            </ConfirmPopover>
          )}
          {can('linkDocNumber') && (
            <Button variant="secondary" onClick={() => setDialog('link')}>
              {t('serviceFee:actions.link')}
            </Button>
          )}
          {can('setDatePaid') && <Button onClick={() => setDialog('paid')}>{t('serviceFee:actions.setPaid')}</Button>}
          <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
            <Download aria-hidden className="size-4" />
            {t('serviceFee:actions.download')}
          </Button>
        </div>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('serviceFee:blocks.document')}
          rows={[
            [
              t('serviceFee:fields.reseller'),
              <CompanyLink key="reseller" id={fee.resellerId}>
                {fee.resellerName}
              </CompanyLink>,
            ],
            [t('serviceFee:fields.period'), period],
            [t('serviceFee:fields.status'), <ServiceFeeStatusBadge key="status" status={fee.status} />],
            [t('serviceFee:fields.claimUntil'), formatWireDay(fee.claimUntil)],
            [t('serviceFee:fields.claimedOn'), formatWireDay(fee.claimedOn)],
            [t('serviceFee:fields.companyDocumentNumber'), fee.companyDocumentNumber ?? EMPTY],
            [t('serviceFee:fields.datePaid'), formatWireDay(fee.datePaid)],
          ]}
        />
        <FactsBlock
          title={t('serviceFee:blocks.amounts')}
          rows={[
            [t('serviceFee:fields.baseAmount'), formatMoney(fee.baseAmount)],
            [
              t('serviceFee:fields.percentage'),
              fee.percentage === null ? t('serviceFee:byRebateGroup') : formatPercent(fee.percentage),
            ],
            [t('serviceFee:fields.feeAmount'), formatMoney(fee.feeAmount)],
            [t('serviceFee:fields.invoiceCount'), String(fee.invoiceCount)],
          ]}
        />
      </div>
      <Block title={t('serviceFee:blocks.lines')}>
        <DataTable
          data={fee.lines}
          columns={columns}
          getRowId={(l) => String(l.invoiceId)}
          loading={false}
          empty={t('serviceFee:lines.empty')}
          caption={t('serviceFee:blocks.lines')}
        />
      </Block>
      <Block title={t('serviceFee:blocks.history')}>
        <ol aria-label={t('serviceFee:blocks.history')} className="flex flex-col gap-2 text-sm">
          {fee.history.map((event) => (
            <li key={event.eventId} className="flex flex-wrap gap-2">
              <span className="font-medium">{historyText(t, event)}</span>
              <span className="text-slate-700">
                {t('serviceFee:history.byAt', {
                  who: event.userName ?? t('serviceFee:history.system'),
                  when: formatTimestamp(event.occurredAt),
                })}
              </span>
            </li>
          ))}
        </ol>
      </Block>
      {dialog === 'link' && (
        <Suspense fallback={null}>
          <LinkDocNumberDialog open fee={fee} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'paid' && (
        <Suspense fallback={null}>
          <SetPaidDialog open fee={fee} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </DetailScreen>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** What an event of the history says: made, a status reached, the reseller's number recorded. */
function historyText(t: T, event: ServiceFeeDetail['history'][number]): string {
  const change = event.changes[0];
  if (event.action === 'created') return t('serviceFee:history.created');
  if (change?.field === 'status') return t(`serviceFee:history.status.${String(change.after)}`);
  if (change?.field === 'companyDocumentNumber')
    return t('serviceFee:history.linked', { number: String(change.after ?? '') });
  return t('serviceFee:history.updated');
}
