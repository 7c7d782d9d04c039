import type { AnalyticsDayDto } from '@podcast/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The brand's navy and gold, distinguishable in greyscale too (one solid line, one dashed). */
const PLAYS_COLOR = '#1f3a5f';
const DOWNLOADS_COLOR = '#a66f00';

const shortDay = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
};

/**
 * Plays and downloads per day (recharts, a lazy chunk of this remote: loaded only when the Analytics
 * screen opens). For screen readers it is one image named by `summary` (the window, the totals, the
 * busiest day); every day's figures are in the screen's per-day table (PerDayTable, "Show as table").
 */
export default function PlaysDownloadsChart({ days, summary }: { days: AnalyticsDayDto[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} style={{ width: '100%', height: 280 }} data-testid="analytics-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} tick={{ fill: '#374151', fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fill: '#374151', fontSize: 12 }} />
          <Tooltip labelFormatter={(label) => String(label)} />
          <Legend />
          <Line type="monotone" dataKey="plays" name="Plays" stroke={PLAYS_COLOR} strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line
            type="monotone"
            dataKey="downloads"
            name="Downloads"
            stroke={DOWNLOADS_COLOR}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
