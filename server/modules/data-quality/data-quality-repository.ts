/**
 * Data quality's findings (docs/domain.md "Data quality"): the rules' queries in one statement, the
 * accepted findings left out (or only they, in the accepted view), counted per rule, filtered and
 * paged; and accepting a finding with a reason, held against the fingerprint of what the rule read.
 */
import { sql, type SQL } from 'drizzle-orm';
import { brusselsDay } from '../../../src/shared/brussels-day';
import {
  DATA_QUALITY_RULE_DEFINITIONS,
  DATA_QUALITY_RULES,
  type DataQualityRule,
} from '../../../src/shared/constants/data-quality';
import type {
  DataQualityAcceptInput,
  DataQualityFinding,
  DataQualityPage,
  DataQualityQuery,
} from '../../../src/shared/schemas/data-quality';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { containsPattern } from '../../http/list';
import { RULE_QUERIES } from './data-quality-rules';

type FindingRow = {
  rule: DataQualityRule;
  record_id: number;
  company_id: number | null;
  company_name: string | null;
  contract_id: number | null;
  label: string | null;
  vals: Record<string, string | number | null>;
  fingerprint: string;
  reason: string | null;
  user_name: string | null;
  accepted_at: string | Date | null;
};

/** The rules a query asks about: those its severity and module filters keep, in the screen's order. */
function rulesOf(q: Pick<DataQualityQuery, 'severities' | 'modules'>): DataQualityRule[] {
  return DATA_QUALITY_RULES.filter((rule) => {
    const { severity, module } = DATA_QUALITY_RULE_DEFINITIONS[rule];
    return (
      (!q.severities?.length || q.severities.includes(severity)) && (!q.modules?.length || q.modules.includes(module))
    );
  });
}

/** The findings of `rules` with their acceptance (if one holds for the same fingerprint), as a CTE body. */
function findingsOf(rules: readonly DataQualityRule[], today: string): SQL {
  const parts = rules.map(
    (rule) =>
      sql`select ${rule}::text as rule, ${DATA_QUALITY_RULES.indexOf(rule)}::int as rank, q.* from (${RULE_QUERIES[rule](today)}) q`,
  );
  const union = sql.join(parts, sql` union all `);
  return sql`select f.*, a.reason, a.accepted_at, u.name as user_name, a.id is not null as accepted
    from (${union}) f
    left join data_quality_acceptances a on a.rule = f.rule and a.record_id = f.record_id and a.fingerprint = f.fingerprint
    left join users u on u.id = a.user_id`;
}

const isoOf = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function toFinding(row: FindingRow): DataQualityFinding {
  const definition = DATA_QUALITY_RULE_DEFINITIONS[row.rule];
  return {
    rule: row.rule,
    severity: definition.severity,
    module: definition.module,
    recordKind: definition.recordKind,
    recordId: row.record_id,
    companyId: row.company_id,
    companyName: row.company_name,
    contractId: row.contract_id,
    label: row.label ?? '',
    values: row.vals,
    fingerprint: row.fingerprint,
    acceptance:
      row.accepted_at && row.reason !== null
        ? { reason: row.reason, userName: row.user_name, acceptedAt: isoOf(row.accepted_at) }
        : null,
  };
}

/**
 * One page of findings of the rules the filters keep, in rule order (errors first), then by name,
 * with every kept rule's count in the view (and search). All in one statement: the rules run once.
 */
export async function listFindings(db: Db, q: DataQualityQuery, today = brusselsDay()): Promise<DataQualityPage> {
  const rules = rulesOf(q);
  const page = { pageIndex: q.pageIndex, pageSize: q.pageSize };
  if (!rules.length) return { rules: [], items: [], totalCount: 0, ...page };
  const shown = q.rules?.length ? rules.filter((r) => q.rules!.includes(r)) : rules;
  const accepted = q.view === 'accepted';
  const inShown = shown.length
    ? sql`rule in (${sql.join(
        shown.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql`false`;
  const searched = q.searchText
    ? sql` and (label ilike ${containsPattern(q.searchText)} or company_name ilike ${containsPattern(q.searchText)})`
    : sql``;
  const { rows } = await db.execute<{
    counts: { rule: DataQualityRule; n: number }[];
    total: number;
    items: FindingRow[];
  }>(
    sql`with w as materialized (select * from (${findingsOf(rules, today)}) v where accepted = ${accepted}${searched})
      select
        (select coalesce(json_agg(json_build_object('rule', rule, 'n', n)), '[]'::json)
          from (select rule, count(*)::int as n from w group by rule) c) as counts,
        (select count(*)::int from w where ${inShown}) as total,
        (select coalesce(json_agg(p order by p.rank, p.label, p.record_id), '[]'::json)
          from (select * from w where ${inShown} order by rank, label, record_id
                limit ${q.pageSize} offset ${(q.pageIndex - 1) * q.pageSize}) p) as items`,
  );
  const [row] = rows;
  const counts = new Map((row?.counts ?? []).map((c) => [c.rule, c.n]));
  return {
    rules: rules.map((rule) => {
      const { severity, module } = DATA_QUALITY_RULE_DEFINITIONS[rule];
      return { rule, severity, module, count: counts.get(rule) ?? 0 };
    }),
    items: (row?.items ?? []).map(toFinding),
    totalCount: row?.total ?? 0,
    ...page,
  };
}

/**
 * Accepts a finding as it was shown: the rule must still find the record with the same fingerprint
 * (else the data changed and the finding is to be read again: a field error on `fingerprint`). The
 * acceptance replaces an earlier one of the rule and record; it records who and when.
 */
export async function acceptFinding(db: Db, input: DataQualityAcceptInput, userId: number, today = brusselsDay()) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${RULE_QUERIES[input.rule](today)}) q
      where q.record_id = ${input.recordId} and q.fingerprint = ${input.fingerprint}`,
  );
  if (!rows[0]?.n) throw badRequest('validation.failed', { fingerprint: 'validation.findingChanged' });
  const { rows: saved } = await db.execute<{ accepted_at: string | Date; user_name: string | null }>(
    sql`with a as (
        insert into data_quality_acceptances (rule, record_id, fingerprint, reason, user_id)
        values (${input.rule}, ${input.recordId}, ${input.fingerprint}, ${input.reason}, ${userId})
        on conflict (rule, record_id) do update set fingerprint = excluded.fingerprint, reason = excluded.reason,
          user_id = excluded.user_id, accepted_at = now()
        returning accepted_at, user_id)
      select a.accepted_at, u.name as user_name from a left join users u on u.id = a.user_id`,
  );
  const row = saved[0]!;
  return {
    rule: input.rule,
    recordId: input.recordId,
    reason: input.reason,
    userName: row.user_name,
    acceptedAt: isoOf(row.accepted_at),
  };
}
