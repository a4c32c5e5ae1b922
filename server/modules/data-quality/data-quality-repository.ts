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

/** A rule's findings as rows of the union all rules answer, of the records `ids` only when given. */
const ruleRows = (rule: DataQualityRule, today: string, ids?: readonly number[]) =>
  sql`select ${rule}::text as rule, ${DATA_QUALITY_RULES.indexOf(rule)}::int as rank, q.* from (${RULE_QUERIES[rule](today)}) q${
    ids ? sql` where q.record_id = any(${`{${ids.join(',')}}`}::int[])` : sql``
  }`;

/**
 * The findings of `rules` accepted and still held: the acceptances' records whose finding has the
 * fingerprint the acceptance was given for (each rule asked for those records only, by key), by rule.
 */
async function heldOf(db: Db, rules: readonly DataQualityRule[], today: string) {
  const { rows: acceptances } = await db.execute<{ rule: DataQualityRule; record_id: number; fingerprint: string }>(
    sql`select rule, record_id, fingerprint from data_quality_acceptances where rule in (${sql.join(
      rules.map((r) => sql`${r}`),
      sql`, `,
    )})`,
  );
  const held = new Map<DataQualityRule, number[]>();
  if (!acceptances.length) return held;
  const asked = [...new Set(acceptances.map((a) => a.rule))];
  const { rows } = await db.execute<{ rule: DataQualityRule; record_id: number; fingerprint: string }>(
    sql.join(
      asked.map(
        (rule) =>
          sql`select f.rule, f.record_id, f.fingerprint from (${ruleRows(
            rule,
            today,
            acceptances.filter((a) => a.rule === rule).map((a) => a.record_id),
          )}) f`,
      ),
      sql` union all `,
    ),
  );
  const fingerprints = new Map(acceptances.map((a) => [`${a.rule}:${a.record_id}`, a.fingerprint]));
  for (const row of rows) {
    if (fingerprints.get(`${row.rule}:${row.record_id}`) !== row.fingerprint) continue;
    const ids = held.get(row.rule) ?? [];
    ids.push(row.record_id);
    held.set(row.rule, ids);
  }
  return held;
}

/**
 * The findings of `rules` in a view, as a statement body of the few columns a count and the order
 * need (rule, rank, record, sort key), with the label and company only when `search` looks in them:
 * the rules' found values and fingerprints are not built for these rows (docs/domain.md "Data
 * quality"). The open view leaves the `held` records out; the accepted view is those records alone.
 */
function keysOf(
  rules: readonly DataQualityRule[],
  today: string,
  held: ReadonlyMap<DataQualityRule, readonly number[]>,
  accepted: boolean,
  search: string | undefined,
): SQL | null {
  const parts = accepted
    ? rules.filter((rule) => held.has(rule)).map((rule) => ruleRows(rule, today, held.get(rule)))
    : rules.map((rule) => {
        const ids = held.get(rule);
        const rows = ruleRows(rule, today);
        return ids
          ? sql`select * from (${rows}) r where not (r.record_id = any(${`{${ids.join(',')}}`}::int[]))`
          : rows;
      });
  if (!parts.length) return null;
  const searched = search
    ? sql` where (f.label ilike ${containsPattern(search)} or f.company_name ilike ${containsPattern(search)})`
    : sql``;
  return sql`select f.rule, f.rank, f.record_id, f.sort from (${sql.join(parts, sql` union all `)}) f${searched}`;
}

/** The whole findings of one rule's records `ids` (a page's), with the acceptance held for each. */
async function findingsOf(db: Db, rule: DataQualityRule, ids: readonly number[], today: string) {
  const { rows } = await db.execute<FindingRow>(
    sql`select ${rule}::text as rule, q.*, a.reason, a.accepted_at, u.name as user_name
      from (${RULE_QUERIES[rule](today)}) q
      left join data_quality_acceptances a on a.rule = ${rule} and a.record_id = q.record_id and a.fingerprint = q.fingerprint
      left join users u on u.id = a.user_id
      where q.record_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return rows;
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
 * with every kept rule's count in the view (and search). The rules run once over the few columns the
 * counts and the order need; the page's findings are then read whole, each rule for its page's records.
 */
export async function listFindings(db: Db, q: DataQualityQuery, today = brusselsDay()): Promise<DataQualityPage> {
  const rules = rulesOf(q);
  const page = { pageIndex: q.pageIndex, pageSize: q.pageSize };
  if (!rules.length) return { rules: [], items: [], totalCount: 0, ...page };
  const shown = q.rules?.length ? rules.filter((r) => q.rules!.includes(r)) : rules;
  const inShown = shown.length
    ? sql`rule in (${sql.join(
        shown.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql`false`;
  const keys = keysOf(rules, today, await heldOf(db, rules, today), q.view === 'accepted', q.searchText);
  const { rows } = keys
    ? await db.execute<{
        counts: { rule: DataQualityRule; n: number }[];
        total: number;
        keys: { rule: DataQualityRule; id: number }[];
      }>(
        sql`with w as materialized (${keys})
      select
        (select coalesce(json_agg(json_build_object('rule', rule, 'n', n)), '[]'::json)
          from (select rule, count(*)::int as n from w group by rule) c) as counts,
        (select count(*)::int from w where ${inShown}) as total,
        (select coalesce(json_agg(json_build_object('rule', p.rule, 'id', p.record_id) order by p.rank, p.sort, p.record_id), '[]'::json)
          from (select * from w where ${inShown} order by rank, sort, record_id
                limit ${q.pageSize} offset ${(q.pageIndex - 1) * q.pageSize}) p) as keys`,
      )
    : { rows: [] };
  const [row] = rows;
  const shownKeys = row?.keys ?? [];
  const found = new Map<string, FindingRow>();
  for (const rule of new Set(shownKeys.map((k) => k.rule))) {
    const ids = shownKeys.filter((k) => k.rule === rule).map((k) => k.id);
    for (const finding of await findingsOf(db, rule, ids, today)) found.set(`${rule}:${finding.record_id}`, finding);
  }
  const counts = new Map((row?.counts ?? []).map((c) => [c.rule, c.n]));
  return {
    rules: rules.map((rule) => {
      const { severity, module } = DATA_QUALITY_RULE_DEFINITIONS[rule];
      return { rule, severity, module, count: counts.get(rule) ?? 0 };
    }),
    items: shownKeys.flatMap((k) => found.get(`${k.rule}:${k.id}`) ?? []).map(toFinding),
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
