import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n';
import { Button } from './button';
import { cn } from '../lib/cn';

const messages = defineMessages({
  loading: { id: 'ui.listEnd.loading', defaultMessage: 'Loading...' },
  loadMore: { id: 'ui.listEnd.loadMore', defaultMessage: 'Load more' },
});

/** What ListEnd needs of a paged list: the fields of a TanStack useInfiniteQuery result of the same names. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a paged list (docs/decisions/0139-one-paging-convention.md): "Load more" while the server says
 * more remain, then a visible end; a page that failed to load says so above the button.
 */
export function ListEnd({
  list,
  endText,
  errorText,
  endTestId,
  className,
}: {
  list: PagedList;
  endText: string;
  errorText: string;
  endTestId?: string;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div className={cn('mt-4 flex flex-col items-center gap-3 text-center', className)}>
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {intl.formatMessage(list.isFetchingNextPage ? messages.loading : messages.loadMore)}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid={endTestId}>
          {endText}
        </p>
      )}
    </div>
  );
}
