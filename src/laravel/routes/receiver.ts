/** Something PHP code calls methods on while registering routes: the router, a registrar, a route, a pending resource. */
import type { CallArgs, CallSite } from './call-args.ts';

export interface Receiver {
  /** Handles `->method(args)`; returns what the PHP call returns, or undefined when it is not a route object. */
  invoke(method: string, args: CallArgs, site: CallSite): Receiver | undefined;
  /** Called when the PHP object would be destroyed (pending resource registrations register then). */
  finish?(): void;
}
