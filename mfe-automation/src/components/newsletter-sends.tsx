import { LoadError, ToneTag, useKeyboardScrollableTables } from '@podcast/web-kit/admin';
import { Card, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import {
  issueCountsText,
  issueEpisodeLabel,
  issueTiming,
  NEWSLETTER_ISSUE_COUNTS,
  NEWSLETTER_ISSUE_STATUS_LABELS,
  NEWSLETTER_ISSUE_STATUS_TONES,
  NEWSLETTER_ISSUES_EMPTY_TEXT,
  type NewsletterIssueDto,
} from '../newsletter-issues';
import { useNewsletterIssues } from '../subscribers.api';

/** The id of the card, for links to the mailings' history (/admin/automation?tab=subscribers#newsletter-sends). */
export const NEWSLETTER_SENDS_ID = 'newsletter-sends';

// The theme's error colour is too light for text (WCAG AA): the red tag's dark tone.
const FAILED_COLOR = '#a8071a';

const episode = (issue: NewsletterIssueDto): ReactNode => (
  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
    {issueEpisodeLabel(issue)}
  </Typography.Text>
);

const statusTag = (issue: NewsletterIssueDto): ReactNode => (
  <ToneTag tone={NEWSLETTER_ISSUE_STATUS_TONES[issue.status]}>{NEWSLETTER_ISSUE_STATUS_LABELS[issue.status] ?? issue.status}</ToneTag>
);

/** Started and finished in words, the exact local times on hover and for assistive technology. */
function Timing({ issue }: { issue: NewsletterIssueDto }) {
  const { started, finished } = issueTiming(issue);
  return (
    <Space orientation="vertical" size={0}>
      <time dateTime={issue.createdAt} title={new Date(issue.createdAt).toLocaleString()} data-testid="issue-started">
        {started}
      </time>
      {issue.finishedAt ? (
        <time dateTime={issue.finishedAt} title={new Date(issue.finishedAt).toLocaleString()} data-testid="issue-finished">
          <Typography.Text type="secondary">{finished}</Typography.Text>
        </time>
      ) : (
        <Typography.Text type="secondary" data-testid="issue-finished">
          {finished}
        </Typography.Text>
      )}
    </Space>
  );
}

const count = (issue: NewsletterIssueDto, key: (typeof NEWSLETTER_ISSUE_COUNTS)[number]['key']): ReactNode => (
  <span data-testid={`issue-${key}`} style={key === 'failed' && issue.failed > 0 ? { color: FAILED_COLOR, fontWeight: 600 } : undefined}>
    {issue[key]}
  </span>
);

/**
 * The new-episode mailings' run history (issue 15 item 3): one row per mailing with its episode,
 * status, sent / failed / queued / cancelled counts and when it started and finished. Wide screens
 * show the counts as columns; a tablet or phone stacks everything in one cell, so nothing scrolls sideways.
 */
export function NewsletterSends() {
  const issues = useNewsletterIssues();
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Newsletter sends table');
  // Seven columns need a laptop's width beside the sidebar; narrower windows get the stacked cell.
  const wide = Grid.useBreakpoint().lg ?? false;

  const columns: TableColumnsType<NewsletterIssueDto> = wide
    ? [
        { title: 'Episode', key: 'episode', render: (_, issue) => episode(issue) },
        { title: 'Status', key: 'status', width: 110, render: (_, issue) => statusTag(issue) },
        ...NEWSLETTER_ISSUE_COUNTS.map(({ key, label }): TableColumnsType<NewsletterIssueDto>[number] => ({
          title: label,
          key,
          width: { sent: 72, failed: 76, queued: 86, cancelled: 104 }[key],
          align: 'right',
          render: (_, issue) => count(issue, key),
        })),
        { title: 'When', key: 'when', width: 190, render: (_, issue) => <Timing issue={issue} /> },
      ]
    : [
        {
          title: 'Mailing',
          key: 'mailing',
          render: (_, issue) => (
            <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
              {episode(issue)}
              <Space size={8} wrap>
                {statusTag(issue)}
                <Typography.Text data-testid="issue-counts" style={issue.failed > 0 ? { color: FAILED_COLOR } : undefined}>
                  {issueCountsText(issue)}
                </Typography.Text>
              </Space>
              <Timing issue={issue} />
            </Space>
          ),
        },
      ];

  return (
    <Card ref={ref} id={NEWSLETTER_SENDS_ID} title="Newsletter sends" data-testid="newsletter-sends" style={{ marginTop: 24 }}>
      {issues.isError ? (
        <LoadError title="Could not load the newsletter sends" error={issues.error} onRetry={() => issues.refetch()} retrying={issues.isFetching} />
      ) : (
        <Table<NewsletterIssueDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={issues.data ?? []}
          loading={issues.isLoading}
          tableLayout="fixed"
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          // antd's placeholder grey is too light for text (WCAG AA): the theme's secondary text colour.
          locale={{ emptyText: <Typography.Text type="secondary">{NEWSLETTER_ISSUES_EMPTY_TEXT}</Typography.Text> }}
        />
      )}
    </Card>
  );
}
