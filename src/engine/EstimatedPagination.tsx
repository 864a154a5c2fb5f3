import { useCallback, useDeferredValue } from 'react';
import { Pagination, useListContext, useLocale, useTranslate, type PaginationProps } from 'react-admin';
import { PagerPlaceholder } from './PagerPlaceholder';

/**
 * react-admin's pager, drawn in a pass of its own right after the list's first (its place held meanwhile): 95
 * components the commit that draws a list's rows need not wait for, and MUI's page size Select, which sets state from
 * a ref as it mounts, in the commit itself (in the rows' commit, React then drew the page again before the browser
 * could paint them). When the data provider says the total is the database's estimate (`meta.totalIsEstimate`,
 * a big table without a search), its range reads "1-10 of about 100,028".
 */
export function EstimatedPagination(props: PaginationProps) {
  const { meta, total } = useListContext();
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
  const shown = useDeferredValue(true, false);
  // react-admin draws no pager for an empty list
  if (!shown) return total === 0 ? null : <PagerPlaceholder />;
  return <Pagination {...props} {...(estimated ? { labelDisplayedRows: aboutRange } : {})} />;
}
