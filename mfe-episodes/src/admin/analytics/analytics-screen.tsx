import type { AnalyticsAppDto, AnalyticsEpisodeDto } from '@podcast/contracts';
import { useDebouncedValue } from '@podcast/web-kit';
import { LoadError } from '@podcast/web-kit/admin';
import { Button, Card, Col, Flex, Row, Select, Skeleton, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ANALYTICS_DAYS, useEpisodeAnalytics, useEpisodeOptions, useShowAnalytics } from './analytics-api';
import { chartSummary } from './per-day';
import PerDayTable from './per-day-table';

// recharts is a chunk of its own, fetched when this screen renders (docs/analytics.md).
const PlaysDownloadsChart = lazy(() => import('./plays-downloads-chart'));

const ALL = 0;

/** An empty table's text in the theme's secondary colour (antd's placeholder grey fails AA contrast). */
const EmptyText = ({ children }: { children: string }) => <Typography.Text type="secondary">{children}</Typography.Text>;

/** Analytics (/admin/analytics): plays and downloads without cookies, per day, per episode, top episodes and apps (issue 15 item 5). */
export default function AnalyticsScreen() {
  const [episodeId, setEpisodeId] = useState<number>(ALL);
  const [search, setSearch] = useState('');
  const show = useShowAnalytics();
  const episode = useEpisodeAnalytics(episodeId === ALL ? null : episodeId);
  const options = useEpisodeOptions(useDebouncedValue(search));
  const current = episodeId === ALL ? show : episode;
  const data = current.data;
  const chosenLabel = episodeId === ALL ? null : (episode.data?.episode.title ?? null);
  const chartTitle = episodeId === ALL ? 'Plays and downloads per day' : `Plays and downloads per day: ${chosenLabel ?? ''}`;
  // The chart's figures as a table, on request (a button right after the chart): for screen readers and
  // for everyone else too, as the chart's own figures are in tooltips that need a pointer.
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Analytics
        </Typography.Title>
        <Select<number>
          aria-label="Episode"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          value={episodeId}
          style={{ width: 320, maxWidth: '100%' }}
          onChange={(value) => {
            setEpisodeId(value);
            setSearch('');
          }}
          options={[
            { value: ALL, label: 'All episodes' },
            ...(chosenLabel && !(options.data ?? []).some((option) => option.value === episodeId) ? [{ value: episodeId, label: chosenLabel }] : []),
            ...(options.data ?? []),
          ]}
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        Last {ANALYTICS_DAYS} days{data ? ` (${data.from} to ${data.to}, UTC)` : ''}. Each listener counts once per episode and day; no cookies, no stored
        addresses; downloads follow the IAB v2 rules (bots and pre-fetch probes excluded).
      </Typography.Paragraph>
      {current.isError && (
        <LoadError
          title="Failed to load analytics"
          error={current.error}
          onRetry={() => current.refetch()}
          retrying={current.isFetching}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Plays" value={data?.totals.plays ?? 0} loading={!data} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Downloads" value={data?.totals.downloads ?? 0} loading={!data} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={chartTitle}>
            {data ? (
              <>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                  <PlaysDownloadsChart days={data.days} summary={chartSummary(chartTitle, data.days)} />
                </Suspense>
                <Button style={{ marginTop: 12 }} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
                  {showTable ? 'Hide table' : 'Show as table'}
                </Button>
                <div id={tableId} style={{ marginTop: 8 }}>
                  {showTable && <PerDayTable caption={chartTitle} days={data.days} />}
                </div>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
        {episodeId === ALL && (
          <Col xs={24} lg={14}>
            <Card title="Top episodes">
              <Table<AnalyticsEpisodeDto>
                rowKey="id"
                size="small"
                pagination={false}
                loading={show.isLoading}
                dataSource={show.data?.topEpisodes ?? []}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: <EmptyText>No plays or downloads yet</EmptyText> }}
                columns={[
                  { title: 'Episode', dataIndex: 'title', render: (title: string, row) => <Link to={`/admin/episodes/${row.id}`}>{title}</Link> },
                  { title: 'Plays', dataIndex: 'plays', align: 'right' },
                  { title: 'Downloads', dataIndex: 'downloads', align: 'right' },
                ]}
              />
            </Card>
          </Col>
        )}
        <Col xs={24} lg={episodeId === ALL ? 10 : 24}>
          <Card title="Apps">
            <Table<AnalyticsAppDto>
              rowKey="name"
              size="small"
              pagination={false}
              loading={!data}
              dataSource={data?.apps ?? []}
              locale={{ emptyText: <EmptyText>No listeners yet</EmptyText> }}
              columns={[
                { title: 'App', dataIndex: 'name' },
                { title: 'Plays', dataIndex: 'plays', align: 'right' },
                { title: 'Downloads', dataIndex: 'downloads', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
