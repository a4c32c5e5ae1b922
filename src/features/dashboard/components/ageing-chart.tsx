/**
 * The open amount by days past the due date as bars (visx), loaded lazily: visx stays out of the
 * entry chunk and out of the dashboard's first paint. The figures themselves are in the tile's text
 * beside it, so the chart is decoration to screen readers.
 */
import { Axis, BarSeries, XYChart } from '@visx/xychart';

export type AgeingBar = { label: string; amount: number };

const x = (bar: AgeingBar) => bar.label;
const y = (bar: AgeingBar) => bar.amount;

export default function AgeingChart({ bars }: { bars: readonly AgeingBar[] }) {
  return (
    <div aria-hidden className="h-36 w-full" data-testid="ageing-chart">
      <XYChart
        height={144}
        width={280}
        margin={{ top: 8, right: 8, bottom: 24, left: 8 }}
        xScale={{ type: 'band', paddingInner: 0.3 }}
        yScale={{ type: 'linear', nice: true }}
      >
        <BarSeries dataKey="ageing" data={[...bars]} xAccessor={x} yAccessor={y} colorAccessor={() => '#2563eb'} />
        <Axis orientation="bottom" hideTicks tickLabelProps={{ fontSize: 10, fill: '#334155' }} />
      </XYChart>
    </div>
  );
}
