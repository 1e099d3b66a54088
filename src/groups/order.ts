/**
 * Group ordering (the config's `groups.order`, as in Scribe):
 * 1. by default groups sort naturally by name and endpoints keep route-definition order;
 * 2. `groups.order` lists groups, and under a group its subgroups and `'{method} /{path}'` endpoints;
 * 3. anything not listed follows the listed items in the default order;
 * 4. an endpoint or subgroup listed under a group it does not belong to is ignored;
 * 5. `'*'` marks where unlisted groups go; groups after it are buried (top level only).
 */
import type { GroupOrder } from '../config/types.ts';
import { parseEndpointKey, primaryEndpointKey } from '../endpoint/endpoint-key.ts';
import type { Endpoint, Group } from '../model.ts';
import { naturalCompare } from './natural-compare.ts';
import { orderItems, type OrderItem } from './order-list.ts';

export function orderGroups(groups: Group[], order: GroupOrder): Group[] {
  const items = orderItems(order);
  const byName = new Map(items.map((item) => [item.name, item]));
  const sorted = sortGroupNames(
    groups.map((g) => g.name),
    items.map((item) => item.name),
  );
  const groupsByName = new Map(groups.map((g) => [g.name, g]));
  return sorted.map((name) => {
    const group = groupsByName.get(name)!;
    const children = byName.get(name)?.children;
    const endpoints = children ? sortEndpoints(group.endpoints, orderItems(children)) : group.endpoints;
    return { ...group, endpoints: clusterBySubgroup(endpoints) };
  });
}

/** The top-level order: listed names first (or around `'*'`), the rest naturally sorted. */
export function sortGroupNames(names: string[], listed: string[]): string[] {
  const unique = [...new Set(listed)];
  const wildcard = unique.indexOf('*');
  const promoted = wildcard === -1 ? unique : unique.slice(0, wildcard);
  const buried = wildcard === -1 ? [] : unique.slice(wildcard + 1);
  const present = new Set(names);
  const listedSet = new Set([...promoted, ...buried]);
  const rest = names.filter((n) => !listedSet.has(n)).sort(naturalCompare);
  return [...promoted.filter((n) => present.has(n)), ...rest, ...buried.filter((n) => present.has(n))];
}

/** Orders a group's endpoints by its sub-list: listed endpoints and subgroups first, the rest in route order. */
function sortEndpoints(endpoints: Endpoint[], items: OrderItem[]): Endpoint[] {
  const level2 = items.map((item) => ({ ...item, endpoint: parseEndpointKey(item.name) }));
  const rank = (endpoint: Endpoint): [number, number] => {
    const identifier = primaryEndpointKey(endpoint);
    const direct = level2.findIndex((item) => item.endpoint === identifier && !item.children);
    if (direct !== -1) return [direct, 0];
    const subgroup = endpoint.metadata.subgroup;
    const subgroupIndex = subgroup ? level2.findIndex((item) => item.name === subgroup) : -1;
    if (subgroupIndex === -1) return [Infinity, 0];
    const inner = orderItems(level2[subgroupIndex]!.children).map((item) => parseEndpointKey(item.name));
    const position = inner.indexOf(identifier);
    return [subgroupIndex, position === -1 ? Infinity : position];
  };
  const ranked = endpoints.map((endpoint, index) => ({ endpoint, index, rank: rank(endpoint) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index || 0);
  return ranked.map((r) => r.endpoint);
}

/**
 * Keeps each named subgroup's endpoints together, at the place of its first endpoint (how Scribe's themes render
 * subgroups), so the YAML and every output list a subgroup in one run. Endpoints without a subgroup stay where
 * the order put them.
 */
function clusterBySubgroup(endpoints: Endpoint[]): Endpoint[] {
  const members = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints) {
    const key = endpoint.metadata.subgroup;
    if (!key) continue;
    const list = members.get(key);
    if (list) list.push(endpoint);
    else members.set(key, [endpoint]);
  }
  const result: Endpoint[] = [];
  const placed = new Set<string>();
  for (const endpoint of endpoints) {
    const key = endpoint.metadata.subgroup;
    if (!key) result.push(endpoint);
    else if (!placed.has(key)) {
      placed.add(key);
      result.push(...members.get(key)!);
    }
  }
  return result;
}
