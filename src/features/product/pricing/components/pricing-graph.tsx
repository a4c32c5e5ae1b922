/**
 * The product pricing graph: for one level (the general prices or one
 * company's), each price a line over its days at its amount, coloured by its quantity range and
 * price type. Open bounds are drawn from two years before today and up to a year past it. A table
 * view holds the same data for keyboard and screen-reader users. Loaded lazily with @visx/xychart.
 */
import { Axis, DataContext, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { format, isAfter, isBefore } from 'date-fns';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainSelect } from '@/components/form/plain-select';
import { Button } from '@/components/ui/button';
import { atNoon } from '@/shared/dates';
import { formatMoney } from '@/shared/format';
import type { Price } from '@/shared/schemas/price';
import { quantityRangeText, translateText } from '../price-explanation-text';
import { graphDomain, graphGroups, type GraphGroup, type GraphSegment } from '../pricing-graph-data';
import { priceTypeLabel } from '@/shared/enumerations';

export type PricingGraphProps = {
  prices: Price[];
  /** The day the open bounds are counted from; default: now. */
  today?: Date | undefined;
  /** A fixed chart width in pixels; default: the width of the parent (measured). */
  width?: number | undefined;
};

/** Eight colours with at least 4.5:1 contrast on white, told apart by hue and lightness. */
const PALETTE = ['#1d4ed8', '#c2410c', '#047857', '#7e22ce', '#0e7490', '#be185d', '#854d0e', '#475569'];
const colorOf = (index: number) => PALETTE[index % PALETTE.length] ?? '#1d4ed8';
/** Past eight groups the colours repeat, dashed. */
const dashOf = (index: number) => (index >= PALETTE.length ? '6 3' : undefined);

const HEIGHT = 280;
const MARGIN = { top: 16, right: 24, bottom: 40, left: 88 };
const X_SCALE: { type: 'time' } = { type: 'time' };
const Y_SCALE: { type: 'linear'; zero: true; nice: true } = { type: 'linear', zero: true, nice: true };
const GENERAL = 'general';
const TABLE_COLUMNS = ['range', 'priceType', 'from', 'until', 'amount'] as const;

type Point = { date: Date; amount: number; group: GraphGroup; segment: GraphSegment; color: string };
const xOf = (p: Point) => p.date;
const yOf = (p: Point) => p.amount;
const day = (date: Date) => format(date, 'dd/MM/yyyy');

type Level = { value: string; label: string };

/** The level options: general prices first, then each company with prices, by name. */
function levelsOf(prices: Price[], generalLabel: string): { levels: Level[]; initial: string } {
  const entities = new Map<number, string>();
  for (const p of prices) if (p.entityId !== null) entities.set(p.entityId, p.entityName ?? String(p.entityId));
  const companies = [...entities]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const hasGeneral = prices.some((p) => p.entityId === null);
  const initial = !hasGeneral && companies[0] ? companies[0].value : GENERAL;
  return { levels: [{ value: GENERAL, label: generalLabel }, ...companies], initial };
}

export function PricingGraph({ prices, today: todayProp, width }: PricingGraphProps) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const today = todayProp ?? now;
  const [chosen, setChosen] = useState<string | null>(null);
  const [asTable, setAsTable] = useState(false);

  const { levels, initial } = useMemo(() => levelsOf(prices, t('pricing:graph.general')), [prices, t]);
  const level = levels.find((l) => l.value === chosen) ?? levels.find((l) => l.value === initial) ?? levels[0];
  const levelValue = level?.value ?? GENERAL;
  const groups = useMemo(() => {
    const atLevel = prices.filter((p) =>
      levelValue === GENERAL ? p.entityId === null : String(p.entityId) === levelValue,
    );
    return graphGroups(atLevel, today);
  }, [prices, levelValue, today]);

  const rangeLabel = (g: GraphGroup) =>
    translateText(quantityRangeText(g.quantityFrom, g.quantityUntil), (key, values) => t(key, values));
  const groupLabel = (g: GraphGroup) =>
    t('pricing:graph.groupLabel', { range: rangeLabel(g), priceType: priceTypeLabel(t, g) });
  const fromText = (s: GraphSegment) =>
    s.openStart ? t('pricing:graph.openStart', { date: day(s.start) }) : day(s.start);
  const untilText = (s: GraphSegment) => (s.openEnd ? t('pricing:graph.openEnd', { date: day(s.end) }) : day(s.end));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PlainSelect label={t('pricing:graph.level')} value={levelValue} onChange={setChosen} options={levels} />
        <div className="flex gap-2" role="group" aria-label={t('pricing:graph.views')}>
          <Button variant={asTable ? 'secondary' : 'primary'} aria-pressed={!asTable} onClick={() => setAsTable(false)}>
            {t('pricing:graph.showGraph')}
          </Button>
          <Button variant={asTable ? 'primary' : 'secondary'} aria-pressed={asTable} onClick={() => setAsTable(true)}>
            {t('pricing:graph.showTable')}
          </Button>
        </div>
      </div>

      {groups.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-700">
          {t('pricing:graph.empty')}
        </p>
      ) : asTable ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('pricing:graph.caption', { level: level?.label ?? '' })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {TABLE_COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === 'amount' ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}
                  >
                    {t(`pricing:graph.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.flatMap((g) =>
                g.segments.map((s) => (
                  <tr key={`${g.key}#${s.priceId}`} className="border-t border-slate-100 hover:bg-slate-50">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {rangeLabel(g)}
                    </th>
                    <td className="px-3 py-2">{priceTypeLabel(t, g)}</td>
                    <td className="px-3 py-2">{fromText(s)}</td>
                    <td className="px-3 py-2">{untilText(s)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatMoney(s.amount)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      ) : (
        <Chart
          groups={groups}
          today={today}
          width={width}
          label={t('pricing:graph.chartLabel', { count: groups.length })}
          groupLabel={groupLabel}
          fromText={fromText}
          untilText={untilText}
        />
      )}
    </div>
  );
}

export default PricingGraph;

type ChartProps = {
  groups: GraphGroup[];
  today: Date;
  width: number | undefined;
  label: string;
  groupLabel: (g: GraphGroup) => string;
  fromText: (s: GraphSegment) => string;
  untilText: (s: GraphSegment) => string;
};

function Chart({ groups, today, width, label, groupLabel, fromText, untilText }: ChartProps) {
  const { t } = useTranslation();
  const series = useMemo(
    () =>
      groups.flatMap((group, index) =>
        group.segments.map((segment) => {
          const color = colorOf(index);
          const point = (date: Date): Point => ({ date, amount: segment.amount, group, segment, color });
          return {
            key: `${group.key}#${segment.priceId}`,
            color,
            dash: dashOf(index),
            data: [point(segment.start), point(segment.end)],
          };
        }),
      ),
    [groups],
  );
  const domain = graphDomain(groups);
  const marker = atNoon(today);
  const showToday = domain !== null && !isBefore(marker, domain.start) && !isAfter(marker, domain.end);

  return (
    <div className="flex flex-col gap-2">
      <div role="img" aria-label={label} className="w-full rounded-lg border border-slate-200 bg-white">
        {/* XYChart measures its parent: the parent needs the height. */}
        <div aria-hidden style={{ height: HEIGHT }}>
          <XYChart
            xScale={X_SCALE}
            yScale={Y_SCALE}
            height={HEIGHT}
            width={width}
            margin={MARGIN}
            accessibilityLabel={label}
          >
            <Grid columns={false} numTicks={5} />
            <Axis
              orientation="bottom"
              numTicks={5}
              tickFormat={(value) => (value instanceof Date ? day(value) : String(value))}
            />
            <Axis
              orientation="left"
              numTicks={5}
              tickFormat={(value) => (typeof value === 'number' ? formatMoney(value) : String(value))}
            />
            {series.map((s) => (
              <LineSeries
                key={s.key}
                dataKey={s.key}
                data={s.data}
                xAccessor={xOf}
                yAccessor={yOf}
                stroke={s.color}
                strokeWidth={2.5}
                strokeDasharray={s.dash}
              />
            ))}
            {showToday && <TodayLine date={marker} />}
            <Tooltip<Point>
              snapTooltipToDatumX
              showVerticalCrosshair
              renderTooltip={({ tooltipData }) => {
                const point = tooltipData?.nearestDatum?.datum;
                if (!point) return null;
                return (
                  <div className="flex flex-col gap-1 text-sm text-slate-900">
                    <span className="font-medium" style={{ color: point.color }}>
                      {groupLabel(point.group)}
                    </span>
                    <span className="tabular-nums">{formatMoney(point.amount)}</span>
                    <dl className="grid grid-cols-[max-content_1fr] gap-x-2 text-xs text-slate-700">
                      <dt>{t('pricing:graph.columns.from')}</dt>
                      <dd>{fromText(point.segment)}</dd>
                      <dt>{t('pricing:graph.columns.until')}</dt>
                      <dd>{untilText(point.segment)}</dd>
                    </dl>
                  </div>
                );
              }}
            />
          </XYChart>
        </div>
      </div>
      <ul aria-label={t('pricing:graph.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        {groups.map((g, index) => (
          <li key={g.key} className="inline-flex items-center gap-2">
            <Swatch color={colorOf(index)} dash={dashOf(index)} />
            {groupLabel(g)}
          </li>
        ))}
        {showToday && (
          <li className="inline-flex items-center gap-2 text-slate-700">
            <Swatch color={TODAY_COLOR} dash={TODAY_DASH} thin />
            {t('pricing:graph.today', { date: day(marker) })}
          </li>
        )}
      </ul>
    </div>
  );
}

const TODAY_COLOR = '#0f172a';
const TODAY_DASH = '4 3';

function Swatch({ color, dash, thin = false }: { color: string; dash: string | undefined; thin?: boolean }) {
  return (
    <svg width="24" height="10" aria-hidden className="shrink-0">
      <line
        x1="1"
        y1="5"
        x2="23"
        y2="5"
        stroke={color}
        strokeWidth={thin ? 1.5 : 3}
        strokeDasharray={dash}
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A vertical dashed line at today, drawn with the chart's own scale. */
function TodayLine({ date }: { date: Date }) {
  const { xScale, margin, innerHeight } = useContext(DataContext);
  if (!xScale || !margin || innerHeight === undefined) return null;
  const x = Number(xScale(date));
  if (!Number.isFinite(x)) return null;
  return (
    <line
      x1={x}
      x2={x}
      y1={margin.top}
      y2={margin.top + innerHeight}
      stroke={TODAY_COLOR}
      strokeWidth={1.5}
      strokeDasharray={TODAY_DASH}
      pointerEvents="none"
    />
  );
}
