/**
 * A relation the model's `$with` names but the app's code does not declare (records fixture: Member uses spatie's
 * HasRoles trait, whose source is not part of the app, and names `roles` and `badges` in `$with`).
 */
import { describe, expect, it } from 'vitest';
import { inferred } from './harness.ts';

describe('relations from packages', () => {
  const { body, diagnostics } = inferred('MemberController', 'show');

  it('roles: a notice naming the package trait that may declare it; badges: the same (the trait may declare any)', () => {
    const missing = diagnostics.filter((d) => d.code === 'relation-missing');
    expect(missing.map((d) => d.severity)).toEqual(['notice', 'notice']);
    expect(missing[0]!.message).toBe(
      "App\\Models\\Member has no relation method roles() to load in the app's code (the package trait Spatie\\Permission\\Traits\\HasRoles may declare it); it is left out.",
    );
    // Reported where the model is declared: every endpoint loading a Member gives the same diagnostic.
    expect(missing.map((d) => `${d.file}:${d.line}`)).toEqual(['app/Models/Member.php:12', 'app/Models/Member.php:12']);
    expect(diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('the model is documented without them', () => {
    expect(Object.keys(body).sort()).toEqual(['id', 'name']);
  });
});
