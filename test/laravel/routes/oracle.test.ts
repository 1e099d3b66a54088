/**
 * The static route list must equal Laravel's own `route:list --json` (as a set of method, uri, name,
 * action, domain) on every fixture app Debian's Laravel 8 can run, and on the bundled sample app.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { describePhp, itPhp, routeList } from '../../support/php.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/apps/${name}`, import.meta.url));
const sampleApp = fileURLToPath(new URL('../../../sample-app', import.meta.url));

function row(route: { method: string; uri: string; name: string | null; action: string; domain: string | null }): string {
  return `${route.method} ${route.uri} name=${route.name ?? '-'} action=${route.action} domain=${route.domain ?? '-'}`;
}

function compare(app: string): void {
  const expected = routeList(app).map(row).sort();
  const { routes } = discoverRoutes(app);
  const actual = routes
    .map((r) => row({ method: r.methods.join('|'), uri: r.uri, name: r.name, action: r.action, domain: r.domain }))
    .sort();
  expect(actual).toEqual(expected);
}

describePhp('static routes equal route:list --json', () => {
  for (const name of ['l8-classic', 'l8-modern', 'l8-edge']) {
    itPhp(name, () => compare(fixture(name)));
  }

  // These apps define no middleware groups or aliases, so route:list prints middleware as declared
  // (minus withoutMiddleware); its order follows middleware priority, so compare as sets.
  for (const name of ['l8-classic', 'l8-modern', 'l8-edge']) {
    itPhp(`${name}: middleware`, () => {
      const app = fixture(name);
      const expected = routeList(app).map((r) => `${r.method} ${r.uri}: ${[...new Set(r.middleware)].sort().join(',')}`).sort();
      const actual = discoverRoutes(app)
        .routes.map((r) => {
          const effective = r.middleware.filter((m) => !r.excludedMiddleware.includes(m));
          return `${r.methods.join('|')} ${r.uri}: ${[...new Set(effective)].sort().join(',')}`;
        })
        .sort();
      expect(actual).toEqual(expected);
    });
  }

  itPhp('sample-app', () => {
    // The bundled sample app is part of the repository; under CI its absence is a failure.
    if (!existsSync(sampleApp)) {
      if (process.env.CI === 'true') throw new Error('sample-app/ is missing');
      console.warn('sample-app/ does not exist yet: its route oracle comparison is skipped.');
      return;
    }
    compare(sampleApp);
  });
});
