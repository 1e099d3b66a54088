/**
 * `groups.order` entries as written in PHP are mixed lists: `['Books', 'Orders' => ['GET /api/orders']]`.
 * These helpers read that shape (and the plain-object form TypeScript users may write) as name → sub-list.
 */
import type { GroupOrder } from '../config/types.ts';

export interface OrderItem {
  name: string;
  /** The nested list under this name, when the entry maps the name to one. */
  children?: GroupOrder;
}

/** The items of one level, in order: `['a', {b: [...]}]` → `[{name: 'a'}, {name: 'b', children: [...]}]`. */
export function orderItems(list: GroupOrder | Record<string, GroupOrder> | undefined): OrderItem[] {
  if (!list) return [];
  if (!Array.isArray(list)) return Object.entries(list).map(([name, children]) => ({ name, children: asList(children) }));
  const items: OrderItem[] = [];
  for (const entry of list) {
    if (typeof entry === 'string') items.push({ name: entry });
    else if (entry && typeof entry === 'object') {
      for (const [name, children] of Object.entries(entry)) items.push({ name, children: asList(children) });
    }
  }
  return items;
}

function asList(value: unknown): GroupOrder {
  if (Array.isArray(value)) return value as GroupOrder;
  if (value && typeof value === 'object') return [value as { [name: string]: GroupOrder }];
  return [];
}
