import { EmailText } from '@podcast/web-kit';
import { DeleteOutlined } from '@ant-design/icons';
import { SUBSCRIBER_STATUS_LABELS } from '@podcast/contracts';
import { ToneTag, useKeyboardScrollableTables } from '@podcast/web-kit/admin';
import { Button, Grid, Popconfirm, Space, Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { SUBSCRIBER_STATUS_TONES, SUBSCRIBERS_PAGE_SIZE, subscriberDetail, timeAgo } from '../subscriber-list';
import type { SubscriberDto } from '../subscribers.api';

interface SubscribersTableProps {
  subscribers: SubscriberDto[];
  loading: boolean;
  emptyText: string;
  pagination: Pick<TablePaginationConfig, 'current' | 'total' | 'onChange'>;
  /** Resolves when the erase is done (the confirmation shows its button busy until then). */
  onErase: (subscriber: SubscriberDto) => Promise<unknown>;
}

/** A moment in words, with the exact local time on hover and for assistive technology's date reading. */
function When({ iso, prefix }: { iso: string; prefix?: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {prefix}
      {timeAgo(iso)}
    </time>
  );
}

function Detail({ subscriber }: { subscriber: SubscriberDto }) {
  const { text, problem } = subscriberDetail(subscriber);
  return problem ? (
    // The theme's warning colour is too light for text (WCAG AA): the orange tag's dark tone.
    <Typography.Text data-testid="confirmation-error" style={{ color: '#873800' }}>
      {text}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">{text}</Typography.Text>
  );
}

const email = (subscriber: SubscriberDto): ReactNode => (
  <Typography.Text strong>
    <EmailText email={subscriber.email} />
  </Typography.Text>
);

const statusTag = (subscriber: SubscriberDto): ReactNode => (
  <ToneTag tone={SUBSCRIBER_STATUS_TONES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status] ?? subscriber.status}</ToneTag>
);

/**
 * Subscribers, newest sign-ups first, one server page at a time. Wide screens show Email, Status,
 * Signed up and Details as columns; a phone shows them stacked in one cell beside Erase, so the table
 * never scrolls sideways.
 */
export function SubscribersTable({ subscribers, loading, emptyText, pagination, onErase }: SubscribersTableProps) {
  const ref = useKeyboardScrollableTables<HTMLDivElement>('Subscribers table');
  const wide = Grid.useBreakpoint().md ?? false;

  const erase: TableColumnsType<SubscriberDto>[number] = {
    title: 'Erase',
    key: 'erase',
    width: wide ? 110 : 96,
    align: 'right',
    render: (_, subscriber) => (
      <Popconfirm
        title="Erase this subscriber?"
        description={`${subscriber.email} and its history will be deleted. This cannot be undone.`}
        okText="Erase"
        okButtonProps={{ danger: true }}
        onConfirm={() => onErase(subscriber)}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Erase ${subscriber.email}`}>
          Erase
        </Button>
      </Popconfirm>
    ),
  };

  const columns: TableColumnsType<SubscriberDto> = wide
    ? [
        { title: 'Email', key: 'email', render: (_, subscriber) => email(subscriber) },
        { title: 'Status', key: 'status', width: 130, render: (_, subscriber) => statusTag(subscriber) },
        { title: 'Signed up', key: 'signedUp', width: 150, render: (_, subscriber) => <When iso={subscriber.createdAt} /> },
        { title: 'Details', key: 'details', render: (_, subscriber) => <Detail subscriber={subscriber} /> },
        erase,
      ]
    : [
        {
          title: 'Subscriber',
          key: 'subscriber',
          render: (_, subscriber) => (
            <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
              {email(subscriber)}
              <Space size={8} wrap>
                {statusTag(subscriber)}
                <Typography.Text type="secondary">
                  <When iso={subscriber.createdAt} prefix="Signed up " />
                </Typography.Text>
              </Space>
              <Detail subscriber={subscriber} />
            </Space>
          ),
        },
        erase,
      ];

  return (
    <div ref={ref}>
      <Table<SubscriberDto>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={subscribers}
        loading={loading}
        tableLayout="fixed"
        pagination={{
          ...pagination,
          pageSize: SUBSCRIBERS_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
        }}
        // antd's placeholder grey fails AA contrast: the theme's secondary text colour does not.
        locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
      />
    </div>
  );
}
