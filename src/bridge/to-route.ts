/** A row of the bridge's `routes` operation as docgen's `Route` (src/model.ts). */
import type { Route, SourceLocation } from '../model.ts';
import type { BridgeLocation, BridgeRouteRow } from './protocol.ts';

const location = (l: BridgeLocation | null | undefined): SourceLocation | undefined =>
  l && typeof l.file === 'string' ? { file: l.file, line: l.line || 1 } : undefined;

export function routeFromBridge(row: BridgeRouteRow): Route {
  const controllerLocation = location(row.controller?.location);
  return {
    methods: row.method.split('|').filter(Boolean),
    uri: row.uri,
    name: row.name,
    action: row.action,
    domain: row.domain,
    middleware: [...row.declaredMiddleware],
    excludedMiddleware: [...row.excludedMiddleware],
    wheres: { ...row.wheres },
    defaults: { ...row.defaults },
    bindingFields: { ...row.bindingFields },
    // The declaring statement when the bridge's router saw it; else the closure or the controller method.
    definedAt: location(row.definedAt) ?? location(row.closureAt) ?? controllerLocation ?? { file: 'routes', line: 1 },
    ...(row.controller
      ? { controller: { class: row.controller.class, method: row.controller.method, ...(controllerLocation ? { location: controllerLocation } : {}) } }
      : {}),
  };
}
