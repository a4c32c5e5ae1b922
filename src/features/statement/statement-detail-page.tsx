/**
 * A bank statement under /invoices/statements/{id}: its header (account, number, format, day, the
 * opening and closing balances with their days, its lines counted by outcome) and every line with
 * what became of it (StatementLines: confirm a proposal in one keystroke, or assign another
 * invoice). A bad id is the not-found state. The statement refreshes with the invoices domain (the
 * import's matches as the hub announces them, a confirmation).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DetailQuery, useRecordQuery } from '@/components/detail/detail-states';
import { DetailScreen } from '@/components/detail/detail-screen';
import { BackLink, TextLink } from '@/components/detail/links';
import { FactsBlock } from '@/components/layout/block';
import { Badge } from '@/components/ui/badge';
import { idOfSegment } from '@/lib/url';
import { STATEMENT_LINE_OUTCOMES } from '@/shared/constants/bank-statement';
import { formatWireDay } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { StatementDetail } from '@/shared/schemas/bank-statement';
import { statementQueries } from './api/statement-api';
import { StatementLines } from './components/statement-lines';
import { formatName, lineWords } from './statement-words';

const route = getRouteApi('/_app/invoices/statements_/$statementId');

export function StatementDetailPage() {
  const { t } = useTranslation();
  const { statementId } = route.useParams();
  const statement = useRecordQuery(idOfSegment(statementId), statementQueries.detail);
  return (
    <DetailQuery
      query={statement}
      render={(found) => <StatementScreen statement={found} />}
      notFoundTitle={t('statement:notFound')}
      notFoundText={t('statement:notFoundText', { key: statementId })}
    >
      <TextLink to="/invoices/statements">{t('statement:backToList')}</TextLink>
    </DetailQuery>
  );
}

function StatementScreen({ statement }: { statement: StatementDetail }) {
  const { t } = useTranslation();
  const title = t('statement:detailTitle', { number: statement.number });
  const account = statement.accountIban ?? statement.accountNumber;
  return (
    <DetailScreen
      titleId="statement-title"
      back={<BackLink to="/invoices/statements">{t('statement:backToList')}</BackLink>}
      title={title}
      line={
        <>
          <span className="tabular-nums">{account}</span>
          <span>{formatWireDay(statement.createdOn)}</span>
          {STATEMENT_LINE_OUTCOMES.filter((o) => statement.counts[o] > 0).map((outcome) => {
            const words = lineWords({ outcome, reason: 'confirmed' });
            return (
              <Badge key={outcome} tone={words.tone}>
                {t('statement:countOutcome', {
                  count: statement.counts[outcome],
                  outcome: t(words.outcome).toLowerCase(),
                })}
              </Badge>
            );
          })}
        </>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FactsBlock
          title={t('statement:blocks.statement')}
          rows={[
            [
              t('statement:fields.account'),
              <span key="account" className="tabular-nums">
                {account}
              </span>,
            ],
            [t('statement:fields.number'), statement.number],
            [t('statement:fields.createdOn'), formatWireDay(statement.createdOn)],
            [t('statement:fields.format'), formatName(statement.format)],
            [t('statement:fields.currency'), statement.currency],
          ]}
        />
        <FactsBlock
          title={t('statement:blocks.balances')}
          rows={[
            [t('statement:fields.openingBalance'), formatMoney(statement.openingBalance)],
            [t('statement:fields.openingDate'), formatWireDay(statement.openingDate)],
            [t('statement:fields.closingBalance'), formatMoney(statement.closingBalance)],
            [t('statement:fields.closingDate'), formatWireDay(statement.closingDate)],
          ]}
        />
      </div>
      <section aria-labelledby="statement-lines" className="flex flex-col gap-2">
        <h2 id="statement-lines" className="text-lg font-semibold">
          {t('statement:blocks.lines')}
        </h2>
        <StatementLines lines={statement.lines} caption={t('statement:blocks.lines')} />
      </section>
    </DetailScreen>
  );
}
