/**
 * Endpoints → groups: by `metadata.groupName` (`groups.default` when empty), the group description from the first
 * endpoint that has one, then the configured order.
 */
import type { GroupOrder } from '../config/types.ts';
import type { Endpoint, Group } from '../model.ts';
import { orderGroups } from './order.ts';

export interface GroupingOptions {
  defaultGroup: string;
  order: GroupOrder;
}

export function buildGroups(endpoints: Endpoint[], options: GroupingOptions): Group[] {
  const groups = new Map<string, Group>();
  for (const endpoint of endpoints) {
    const name = endpoint.metadata.groupName?.trim() ? endpoint.metadata.groupName : options.defaultGroup;
    if (endpoint.metadata.groupName !== name) endpoint.metadata = { ...endpoint.metadata, groupName: name };
    let group = groups.get(name);
    if (!group) {
      group = { name, description: '', endpoints: [] };
      groups.set(name, group);
    }
    if (!group.description && endpoint.metadata.groupDescription) group.description = endpoint.metadata.groupDescription;
    group.endpoints.push(endpoint);
  }
  return orderGroups([...groups.values()], options.order);
}
