// The series as a chart (recharts, loaded with the section only): page views as bars, unique
// visitors as a line. Colours are the theme's tokens (var() in the SVG attributes), so light, dark
// and high contrast each draw it in their own, and print in the report's. The numbers themselves
// are in the table beside it, so the drawing is hidden from screen readers and takes no focus.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReachReport } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { usePrinting } from '../hooks/use-printing';
import { periodTick } from '../report-labels';

const TEXT = 'var(--color-text)';
const LINES = 'var(--color-border)';
const TICK = { fill: TEXT, fontSize: '0.8125rem' };
/** On paper: the printable width of an A4 page (186 mm at 96 px to the inch) by 54 mm. */
const PRINTED = { width: 700, height: 205 };

export default function ReachChart({ report }: { report: ReachReport }) {
  const { t, locale } = useAdminTexts();
  const printing = usePrinting();
  const data = report.series.map((row) => ({ tick: periodTick(row, report.period, locale), views: row.views, visitors: row.visitors }));
  const format = (value: unknown) => (typeof value === 'number' ? value.toLocaleString(locale) : String(value));
  const chart = (size: { width?: number; height?: number }) => (
    <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false} {...size}>
      <CartesianGrid stroke="var(--color-border-subtle, var(--color-border))" vertical={false} />
      <XAxis dataKey="tick" tick={TICK} stroke={LINES} tickLine={false} minTickGap={8} />
      <YAxis tick={TICK} stroke={LINES} allowDecimals={false} tickFormatter={format} width={48} />
      <Tooltip
        formatter={format}
        itemSorter="dataKey"
        contentStyle={{ background: 'var(--color-surface)', borderColor: LINES, color: TEXT }}
        cursor={{ fill: 'var(--color-border-subtle, var(--color-border))', opacity: 0.4 }}
      />
      <Legend itemSorter={null} formatter={(name: string) => <span className="adm-reach__legend-text">{name}</span>} />
      <Bar dataKey="views" name={t('reach.series.views')} fill="var(--color-primary)" isAnimationActive={false} />
      <Line
        dataKey="visitors"
        name={t('reach.series.visitors')}
        type="monotone"
        stroke={TEXT}
        strokeWidth={2}
        dot={data.length <= 31 ? { fill: 'var(--color-background)', stroke: TEXT } : false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
  return (
    <div className="adm-reach__chart" aria-hidden="true">
      {printing ? (
        chart(PRINTED)
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          {chart({})}
        </ResponsiveContainer>
      )}
    </div>
  );
}
