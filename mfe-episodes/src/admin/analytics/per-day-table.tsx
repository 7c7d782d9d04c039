import type { AnalyticsDayDto } from '@podcast/contracts';
import { theme } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The chart's figures as a table (WCAG 1.1.1, 1.3.1): one row per day with its date as the row
 * header, Plays and Downloads, and the totals in the footer. Its caption is the chart's title, which
 * names it for screen readers (getByRole('table', { name })).
 */
export default function PerDayTable({ id, caption, days }: { id?: string; caption: string; days: readonly AnalyticsDayDto[] }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'right' };
  const header: CSSProperties = { ...cell, fontWeight: 600, background: token.colorFillAlter };
  const rowHeader: CSSProperties = { ...cell, textAlign: 'left', fontWeight: 400, fontVariantNumeric: 'tabular-nums' };
  const plays = days.reduce((sum, day) => sum + day.plays, 0);
  const downloads = days.reduce((sum, day) => sum + day.downloads, 0);
  return (
    <table
      id={id}
      data-testid="analytics-per-day-table"
      style={{ width: '100%', maxWidth: 560, borderCollapse: 'collapse', color: token.colorText, fontSize: token.fontSize }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0', captionSide: 'top' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...header, textAlign: 'left' }}>
            Date (UTC)
          </th>
          <th scope="col" style={header}>
            Plays
          </th>
          <th scope="col" style={header}>
            Downloads
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row" style={rowHeader}>
              {day.day}
            </th>
            <td style={cell}>{day.plays}</td>
            <td style={cell}>{day.downloads}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" style={{ ...rowHeader, fontWeight: 600 }}>
            Total
          </th>
          <td style={{ ...cell, fontWeight: 600 }}>{plays}</td>
          <td style={{ ...cell, fontWeight: 600 }}>{downloads}</td>
        </tr>
      </tfoot>
    </table>
  );
}
