import { CloseCircleFilled, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { downloadFile, plainErrorMessage, useDebouncedValue } from '@podcast/web-kit';
import { LoadError, useToast } from '@podcast/web-kit/admin';
import { Alert, Button, Card, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { lastPageOf, SUBSCRIBER_STATUS_FILTER_OPTIONS, SUBSCRIBERS_EXPORT_URL, subscribersEmptyText, type SubscriberStatusFilter } from '../subscriber-list';
import { useEraseSubscriber, useSubscriberSummary, useSubscribersPage, type SubscriberDto } from '../subscribers.api';
import { NewsletterSends } from './newsletter-sends';
import { SubscriberCounts } from './subscriber-counts';
import { SubscribersTable } from './subscribers-table';

/** Issue 15 item 1: without mail, sign-ups cannot confirm; the admin is told so, and why. */
function MailNotConfiguredAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title="Sign-ups stay pending until mail is configured"
      description={
        <>
          Email is not configured, so no confirmation mail goes out and new subscribers cannot confirm. Set <code>GMAIL_USER</code> and{' '}
          <code>GMAIL_APP_PASSWORD</code> (or <code>SMTP_HOST</code>, <code>SMTP_USER</code>, <code>SMTP_PASS</code> and <code>MAIL_FROM</code>) in the
          environment settings and restart the server: recent pending sign-ups then get their mail. Each pending subscriber below shows why its mail did not go.
        </>
      }
    />
  );
}

/** Subscribers (issue 15 item 2): counts, search, status filter, a server-paged list, CSV export and erasure; below, the new-episode mailings (item 3). */
export function SubscribersTab() {
  const toast = useToast();
  const summary = useSubscriberSummary();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<SubscriberStatusFilter>('all');
  const [page, setPage] = useState(1);
  // The server searches and pages; the search waits for a pause in typing.
  const search = useDebouncedValue(searchText);
  const list = useSubscribersPage({ search, status, page });
  const erase = useEraseSubscriber();

  const total = list.data?.total ?? 0;
  // A page past the end (after an erase) falls back to the last page.
  const lastPage = lastPageOf(total);
  const settled = list.data !== undefined && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && page > lastPage) setPage(lastPage);
  }, [settled, page, lastPage]);

  const onErase = (subscriber: SubscriberDto) =>
    erase.mutateAsync(subscriber.id).then(
      () => toast.success('Subscriber Erased', `${subscriber.email} and its history were deleted.`),
      (error: unknown) => {
        console.warn('Subscriber erase failed', error);
        toast.error('Erase Failed', plainErrorMessage(error, 'Failed to erase the subscriber'));
      },
    );

  return (
    <div>
      {summary.data && !summary.data.mailConfigured && <MailNotConfiguredAlert />}
      {summary.isError ? (
        <LoadError
          title="Could not load the subscriber counts"
          error={summary.error}
          onRetry={() => summary.refetch()}
          retrying={summary.isFetching}
          style={{ marginBottom: 24 }}
        />
      ) : (
        <SubscriberCounts summary={summary.data} loading={summary.isLoading} />
      )}
      <Card
        title="Subscribers"
        data-testid="subscribers"
        extra={
          <Button
            href={SUBSCRIBERS_EXPORT_URL}
            download
            icon={<DownloadOutlined />}
            onClick={(event) => {
              // Through the API client rather than a plain link: the export needs a recent password-or-code
              // check (issue 31), and the client brings up the shell's re-check prompt and tries again.
              event.preventDefault();
              downloadFile(SUBSCRIBERS_EXPORT_URL, 'subscribers.csv').catch((error: unknown) => toast.error('Export failed', plainErrorMessage(error)));
            }}
          >
            Export CSV
          </Button>
        }
      >
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input
            // antd's clear icon is a 12 px target: padded to 24 px (WCAG 2.5.8), and named.
            allowClear={{ clearIcon: <CloseCircleFilled aria-label="Clear search" style={{ padding: 5 }} /> }}
            prefix={<SearchOutlined />}
            aria-label="Search subscribers"
            placeholder="Search by email address..."
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              setPage(1);
            }}
            style={{ flex: '1 1 220px', maxWidth: 420, minWidth: 0 }}
          />
          <Select<SubscriberStatusFilter>
            aria-label="Filter by status"
            value={status}
            options={SUBSCRIBER_STATUS_FILTER_OPTIONS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            style={{ flex: '0 0 170px' }}
          />
        </Flex>
        {list.isError ? (
          <LoadError title="Could not load the subscribers" error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : (
          <SubscribersTable
            subscribers={list.data?.rows ?? []}
            loading={list.isLoading || list.isPlaceholderData}
            emptyText={subscribersEmptyText({ search, status })}
            pagination={{ current: list.data?.page ?? page, total, onChange: setPage }}
            onErase={onErase}
          />
        )}
      </Card>
      <NewsletterSends />
    </div>
  );
}
