/**
 * The `links` and `meta` Laravel 8 adds to a paginated resource collection (PaginatedResourceResponse over
 * LengthAwarePaginator, Paginator or CursorPaginator `toArray()`), with Laravel's exact keys and order.
 * Scribe paginates its two example models, so `total` is 2 and the first page holds `min(perPage, 2)` items.
 */
import { OrderedArray } from '../models/runtime-values.ts';

export type PaginationKind = 'length-aware' | 'simple' | 'cursor';

export interface Pagination {
  kind: PaginationKind;
  perPage: number;
}

export interface PageInfo {
  /** The items on the first page. */
  count: number;
  /** How many items there are in all (length-aware) or were fetched (simple/cursor: one more means a next page). */
  total: number;
  /** The paginator's path: the endpoint's URL. */
  path: string;
}

/** `&laquo; Previous` / `Next &raquo;`: the labels of Laravel's `lang/en/pagination.php`. */
const PREVIOUS_LABEL = '&laquo; Previous';
const NEXT_LABEL = 'Next &raquo;';

function pageUrl(path: string, page: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

/** What `$paginator->toArray()` gives (without `data`), keys in Laravel 8's order. */
export function paginatorArray(pagination: Pagination, info: PageInfo): OrderedArray {
  const { perPage } = pagination;
  const { count, total, path } = info;
  const from = count > 0 ? 1 : null;
  const to = count > 0 ? count : null;
  if (pagination.kind === 'length-aware') {
    const lastPage = Math.max(Math.ceil(total / perPage), 1);
    const next = lastPage > 1 ? pageUrl(path, 2) : null;
    const links = [OrderedArray.fromEntries([['url', null], ['label', PREVIOUS_LABEL], ['active', false]])];
    for (let page = 1; page <= lastPage; page++) {
      links.push(OrderedArray.fromEntries([['url', pageUrl(path, page)], ['label', String(page)], ['active', page === 1]]));
    }
    links.push(OrderedArray.fromEntries([['url', next], ['label', NEXT_LABEL], ['active', false]]));
    return OrderedArray.fromEntries([
      ['current_page', 1],
      ['first_page_url', pageUrl(path, 1)],
      ['from', from],
      ['last_page', lastPage],
      ['last_page_url', pageUrl(path, lastPage)],
      ['links', OrderedArray.list(links)],
      ['next_page_url', next],
      ['path', path],
      ['per_page', perPage],
      ['prev_page_url', null],
      ['to', to],
      ['total', total],
    ]);
  }
  const hasMore = total > perPage;
  if (pagination.kind === 'simple') {
    return OrderedArray.fromEntries([
      ['current_page', 1],
      ['first_page_url', pageUrl(path, 1)],
      ['from', from],
      ['next_page_url', hasMore ? pageUrl(path, 2) : null],
      ['path', path],
      ['per_page', perPage],
      ['prev_page_url', null],
      ['to', to],
    ]);
  }
  // A cursor pointing past the last item of the page, as CursorPaginator encodes it without parameters.
  const cursor = Buffer.from(JSON.stringify({ _pointsToNextItems: true })).toString('base64url');
  return OrderedArray.fromEntries([
    ['path', path],
    ['per_page', perPage],
    ['next_page_url', hasMore ? `${path}${path.includes('?') ? '&' : '?'}cursor=${cursor}` : null],
    ['prev_page_url', null],
  ]);
}

/** PaginatedResourceResponse::paginationInformation(): `links` (first, last, prev, next) and `meta` (the rest). */
export function paginationInformation(pagination: Pagination, info: PageInfo): OrderedArray {
  const paginated = paginatorArray(pagination, info);
  const links = OrderedArray.fromEntries([
    ['first', paginated.get('first_page_url') ?? null],
    ['last', paginated.get('last_page_url') ?? null],
    ['prev', paginated.get('prev_page_url') ?? null],
    ['next', paginated.get('next_page_url') ?? null],
  ]);
  const meta = OrderedArray.fromEntries(
    paginated.entries().filter(([key]) => !['data', 'first_page_url', 'last_page_url', 'prev_page_url', 'next_page_url'].includes(String(key))),
  );
  return OrderedArray.fromEntries([
    ['links', links],
    ['meta', meta],
  ]);
}

/** The items on the first page of Scribe's example list. */
export function firstPage<T>(items: T[], pagination: Pagination | undefined): T[] {
  if (!pagination) return items;
  return items.slice(0, Math.max(pagination.perPage, 0));
}
