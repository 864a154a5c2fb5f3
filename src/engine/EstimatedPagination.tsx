import { useCallback, useDeferredValue } from 'react';
import { Pagination, useListContext, useLocale, useTranslate, type PaginationProps } from 'react-admin';

/**
 * react-admin's pager; its page size menu comes in a pass of its own right after the pager's first: MUI's Select sets
 * state from a ref as it mounts, in the commit itself, which in the commit that draws a list's rows made React draw the
 * page again before the browser could paint them (the menu sits left of the range, which does not move when it comes).
 * When the data provider says the total is the database's estimate (`meta.totalIsEstimate`,
 * a big table without a search), its range reads "1-10 of about 100,028".
 */
export function EstimatedPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const locale = useLocale();
  const estimated = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true;
  const aboutRange = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('app.engine.page_range_about', {
        offsetBegin: from.toLocaleString(locale),
        offsetEnd: to.toLocaleString(locale),
        total: count.toLocaleString(locale),
      }),
    [translate, locale],
  );
  const sizesShown = useDeferredValue(true, false);
  return (
    <Pagination
      {...props}
      {...(sizesShown ? {} : { rowsPerPageOptions: [] })}
      {...(estimated ? { labelDisplayedRows: aboutRange } : {})}
    />
  );
}
