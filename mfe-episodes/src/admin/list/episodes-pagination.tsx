import { Button, Flex, Typography } from 'antd';
import type { Page } from './episode-list';
import { pageNumbers } from './page-numbers';

/**
 * Previous, numbered pages and Next, with "Showing X to Y of Z episodes"; only when there is more than
 * one page (spec §2). A long list shows a window of numbers with gaps (page-numbers.ts).
 */
export function EpisodesPagination({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  if (page.pageCount <= 1) return null;
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <Typography.Text>
        Showing {page.from} to {page.to} of {page.total} episodes
      </Typography.Text>
      <nav aria-label="Pagination">
        <Flex gap={4} wrap>
          <Button disabled={page.page === 1} onClick={() => onPage(page.page - 1)}>
            Previous
          </Button>
          {pageNumbers(page.page, page.pageCount).map((number) =>
            typeof number === 'string' ? (
              <Typography.Text key={number} aria-hidden style={{ alignSelf: 'center', padding: '0 4px' }}>
                …
              </Typography.Text>
            ) : (
              <Button
                key={number}
                type={number === page.page ? 'primary' : 'default'}
                aria-current={number === page.page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPage(number)}
              >
                {number}
              </Button>
            ),
          )}
          <Button disabled={page.page === page.pageCount} onClick={() => onPage(page.page + 1)}>
            Next
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
