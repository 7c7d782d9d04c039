import { SUBSCRIBER_STATUS_LABELS, SubscriberStatus } from '@podcast/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { SubscriberSummaryDto } from '../subscribers.api';

const COUNTS: Array<{ key: keyof Omit<SubscriberSummaryDto, 'mailConfigured'>; label: string }> = [
  { key: 'total', label: 'Total' },
  { key: SubscriberStatus.Pending, label: SUBSCRIBER_STATUS_LABELS[SubscriberStatus.Pending] },
  { key: SubscriberStatus.Confirmed, label: SUBSCRIBER_STATUS_LABELS[SubscriberStatus.Confirmed] },
  { key: SubscriberStatus.Unsubscribed, label: SUBSCRIBER_STATUS_LABELS[SubscriberStatus.Unsubscribed] },
];

/** The counts by status (GET …/subscribers/summary): two cards a row on a phone, four on a wide screen. */
export function SubscriberCounts({ summary, loading }: { summary: SubscriberSummaryDto | undefined; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }} data-testid="subscriber-counts">
      {COUNTS.map(({ key, label }) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small" data-testid={`subscriber-count-${key}`}>
            <Statistic title={label} value={summary?.[key] ?? 0} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
