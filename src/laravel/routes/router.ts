/**
 * A static stand-in for Illuminate\Routing\Router: the group stack, route creation with Laravel's
 * namespace/controller/prefix rules, global patterns and the resource settings. It never runs PHP:
 * group callbacks and route files are handed back to the interpreter through `loadRoutes`.
 */
import { nameMap } from '../../name-map.ts';
import type { Diagnostic } from '../../model.ts';
import { isPhpArray, isPhpArrayObject } from '../../php/values.ts';
import { PhpClosure, toActionArray, type ActionArray } from './action.ts';
import type { CallSite } from './call-args.ts';
import { mergeGroup } from './group-merge.ts';
import { RouteRecord, parseAction } from './route-record.ts';
import { withGroupPrefix } from './uri.ts';

/** Router::$verbs. */
export const ALL_VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Resource settings shared by every resource registration (ResourceRegistrar's statics). */
export interface ResourceSettings {
  parameterMap: Record<string, string>;
  singularParameters: boolean;
  verbs: { create: string; edit: string };
}

export interface RouterHooks {
  /** Runs a group's routes: a closure, a route file path, or a list of them. */
  loadRoutes(routes: unknown, site: CallSite): void;
  /** Whether a class exists (for Route::controller() groups, which leave class names alone). */
  classExists(name: string): boolean;
  report(diagnostic: Diagnostic): void;
}

export class Router {
  readonly groupStack: ActionArray[] = [];
  readonly patterns: Record<string, string> = nameMap();
  readonly resources: ResourceSettings = { parameterMap: {}, singularParameters: true, verbs: { create: 'create', edit: 'edit' } };
  /** Registered routes keyed like RouteCollection (methods + domain + uri): a re-registration replaces in place. */
  private readonly added: RouteRecord[] = [];

  constructor(readonly hooks: RouterHooks) {}

  get lastGroup(): ActionArray | undefined {
    return this.groupStack[this.groupStack.length - 1];
  }

  group(attributes: ActionArray, routes: unknown, site: CallSite): void {
    const merged = this.lastGroup ? mergeGroup(attributes, this.lastGroup) : attributes;
    this.groupStack.push(merged);
    try {
      this.hooks.loadRoutes(routes, site);
    } finally {
      this.groupStack.pop();
    }
  }

  /** Router::addRoute() with any of the action forms Laravel accepts. */
  addRoute(methods: string[], uri: string, rawAction: unknown, site: CallSite): RouteRecord {
    const normalised = this.normaliseAction(rawAction, site);
    let action = normalised.action;
    if (normalised.referencesController) action = this.convertToControllerAction(action);
    const route = new RouteRecord(methods, withGroupPrefix(this.lastGroup?.prefix ?? '', uri), action, site);
    if (this.lastGroup) route.action = mergeGroup(route.action, this.lastGroup, false);
    route.where({ ...this.patterns, ...(route.action.where ?? {}) });
    this.store(route);
    return route;
  }

  private store(route: RouteRecord): void {
    this.added.push(route);
  }

  /** Every route in registration order; a later route with the same methods, domain and uri replaces an earlier one in place. */
  allRoutes(): RouteRecord[] {
    const byKey = new Map<string, RouteRecord>();
    for (const route of this.added) {
      const domain = typeof route.action.domain === 'string' ? route.action.domain : '';
      // Map#set keeps the first position, like PHP's array assignment in RouteCollection.
      byKey.set(`${route.methods.join('|')}${domain}${route.uri}`, route);
    }
    return [...byKey.values()];
  }

  /**
   * The action array for any accepted form, and whether Laravel treats it as a controller reference
   * (a string, or an array whose `uses` is a string — array callables are not, so no namespace is added).
   */
  private normaliseAction(raw: unknown, site: CallSite): { action: ActionArray; referencesController: boolean } {
    if (raw === undefined || raw === null) return { action: {}, referencesController: false };
    if (raw instanceof PhpClosure) return { action: { uses: raw }, referencesController: false };
    if (typeof raw === 'string') return { action: { uses: raw }, referencesController: true };
    if (Array.isArray(raw) && raw.length === 2 && typeof raw[0] === 'string' && typeof raw[1] === 'string') {
      const uses = `${raw[0]}@${raw[1]}`;
      return { action: { uses, controller: uses }, referencesController: false };
    }
    if (isPhpArrayObject(raw) || isPhpArray(raw)) {
      const action = toActionArray(isPhpArrayObject(raw) ? raw : { ...raw });
      return { action: parseAction(action), referencesController: typeof action.uses === 'string' };
    }
    this.hooks.report({
      severity: 'warning',
      code: 'route-action-unknown',
      message: 'The route action cannot be read without running PHP; the route is listed as a closure.',
      file: site.file,
      line: site.line,
    });
    return { action: {}, referencesController: false };
  }

  private convertToControllerAction(action: ActionArray): ActionArray {
    let uses = action.uses as string;
    if (this.groupStack.length) {
      uses = this.prependGroupController(uses);
      uses = this.prependGroupNamespace(uses);
    }
    return { ...action, uses, controller: uses };
  }

  private prependGroupNamespace(cls: string): string {
    const namespace = this.lastGroup?.namespace;
    return typeof namespace === 'string' && namespace !== '' && !cls.startsWith('\\') ? `${namespace}\\${cls}` : cls;
  }

  private prependGroupController(cls: string): string {
    const controller = this.lastGroup?.controller;
    if (typeof controller !== 'string' || controller === '') return cls;
    if (this.hooks.classExists(cls)) return cls;
    if (cls.includes('@')) return cls;
    return `${controller}@${cls}`;
  }
}
