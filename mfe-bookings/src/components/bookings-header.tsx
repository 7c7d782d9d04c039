import { CloseCircleFilled, GlobalOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';

/**
 * The search's clear button: antd draws a 12 × 12 px icon with no name; a 24 × 24 px target (WCAG
 * 2.5.8) named "Clear search".
 */
const CLEAR_TARGET = { minWidth: 24, minHeight: 24, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', margin: '-6px 0' } as const;

/** Title, the search box and the View Site link (spec §2). */
export function BookingsHeader({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  return (
    <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Guest Bookings
      </Typography.Title>
      <Flex gap={8} align="center" style={{ flex: '1 1 280px', justifyContent: 'flex-end', minWidth: 0 }}>
        <Input
          allowClear={{ clearIcon: <CloseCircleFilled aria-label="Clear search" /> }}
          styles={{ clear: CLEAR_TARGET }}
          aria-label="Search guests"
          placeholder="Search guests..."
          prefix={<SearchOutlined />}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          style={{ flex: '0 1 260px', minWidth: 0 }}
        />
        {/* The public site lives outside the admin router: a full page load. */}
        <Button href="/" icon={<GlobalOutlined />}>
          View Site
        </Button>
      </Flex>
    </Flex>
  );
}
