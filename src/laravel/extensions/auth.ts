/**
 * `auth()` and the `Auth` facade as an example response sees them: nobody is signed in, as in the bare request
 * Scribe renders example resources with (see resources/resource-instance.ts), so `auth()->user()` is null and
 * `auth()->check()` false, on any guard.
 */
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import type { ExampleFamily } from './example-env.ts';

const GUEST_ANSWERS: Record<string, unknown> = { user: null, id: null, check: false, guest: true, hasuser: false, viaremember: false };

class GuestGuard implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Contracts\\Auth\\Guard';

  getProperty(name: string, site: CallSite): unknown {
    return site.unknown(`the property ${name} of the auth guard`);
  }

  callMethod(name: string, _args: unknown[], site: CallSite): unknown {
    const lower = name.toLowerCase();
    if (lower === 'guard' || lower === 'shoulduse') return this;
    if (Object.hasOwn(GUEST_ANSWERS, lower)) return GUEST_ANSWERS[lower];
    return site.unknown(`auth()->${name}()`);
  }
}

const GUEST = new GuestGuard();

export const auth: ExampleFamily = {
  // `auth()` and `auth('api')`: the guard (any guard has nobody signed in).
  functions: { auth: () => GUEST },
  statics: { auth: (_env, method, args, site) => GUEST.callMethod(method, args, site) },
};
