/**
 * docgen's bridge to the app's own PHP: what other parts call.
 * - `sharedBridge(appRoot)` / `closeAllBridges()` / `invalidateBridge(appRoot)`: one bridge per app and run;
 * - `openBridge` / `tryOpenBridge`: a bridge of your own (tests, tools);
 * - `resolveRoutes(appRoot, 'static' | 'artisan' | 'both', staticRoutes)`: the route source option.
 */
export { BridgeError, openBridge, tryOpenBridge, bridgeUnavailableReason, BRIDGE_SCRIPT, type Bridge, type BridgeOptions, type OpenResult, type RequestOptions } from './bridge.ts';
export { sharedBridge, closeAllBridges, invalidateBridge } from './shared.ts';
export { resolveRoutes, compareRoutes, type RouteSource, type RouteSourceOptions, type ResolvedRoutes } from './route-source.ts';
export { routeFromBridge } from './to-route.ts';
export { exampleModelsResponse, type ExampleModelsRequest, type ExampleModelsResult } from './example-models.ts';
export type * from './protocol.ts';
