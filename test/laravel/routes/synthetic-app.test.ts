/** The synthetic app the benchmarks share must be a real app to discovery: every route, every controller method found. */
import { describe, expect, it } from 'vitest';
import { generateSyntheticApp, ROUTES_PER_CONTROLLER } from '../../../bench/synthetic-app.ts';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { ClassIndex } from '../../../src/php/class-index.ts';

describe('bench/synthetic-app', () => {
  it('writes N routes over controllers with docblocks, FormRequests and resources', () => {
    const app = generateSyntheticApp({ routes: 45, controllersPerFile: 2 });
    try {
      expect(app.controllers).toBe(5);
      expect(app.routes).toBe(5 * ROUTES_PER_CONTROLLER);
      const classes = ClassIndex.forApp(app.root);
      const { routes, diagnostics } = discoverRoutes(app.root, { classes });
      expect(diagnostics).toEqual([]);
      expect(routes).toHaveLength(50);
      expect(routes.every((r) => r.controller?.location)).toBe(true);
      const store = routes.find((r) => r.name === 'widgets-3.store')!;
      expect(store).toMatchObject({ methods: ['POST'], uri: 'api/section-0/widgets-3', action: 'App\\Http\\Controllers\\Widget3Controller@store' });
      const method = classes.findMethod(store.controller!.class, 'store')!;
      expect(method.params[0]!.type).toBe('App\\Http\\Requests\\StoreWidget3Request');
      expect(method.docBlock?.summary).toBe('Create a widget3.');
      expect(classes.find('App\\Http\\Requests\\StoreWidget3Request')?.methods.has('rules')).toBe(true);
      expect(classes.find('App\\Http\\Resources\\Widget3Resource')?.parent).toBe('Illuminate\\Http\\Resources\\Json\\JsonResource');
    } finally {
      app.cleanup();
    }
  });
});
