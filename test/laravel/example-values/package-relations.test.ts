/**
 * What the app's code leaves to a package (records fixture: Member uses spatie's HasRoles trait, names `roles` and
 * `badges` in `$with`, and its role_list accessor calls Webmozart's Assert, a class under App\ that does not exist
 * and the trait's getRoleNames()): what only a package knows is reported once, as a notice naming the package.
 */
import { describe, expect, it } from 'vitest';
import { inferred } from './harness.ts';

describe('members from packages', () => {
  const { body, diagnostics } = inferred('MemberController', 'show');

  it('one warning: the class under App\\ the code calls and the app does not declare is the app\'s problem', () => {
    const warnings = diagnostics.filter((d) => d.severity === 'warning');
    expect(warnings.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        'app/Models/Member.php',
        24,
        'Cannot infer Missing::check() statically (`\\App\\Support\\Missing::check($this->name);` in Member::getRoleListAttribute()); the example shows null there.',
      ],
    ]);
  });

  it('a $with relation the app does not declare: a notice at the model, naming the trait that may declare it', () => {
    const missing = diagnostics.filter((d) => d.code === 'relation-missing');
    expect(missing.map((d) => d.severity)).toEqual(['notice', 'notice']);
    expect(missing[0]!.message).toBe(
      "App\\Models\\Member has no relation method roles() to load in the app's code; a package trait it uses (HasRoles) may declare it, and it is left out.",
    );
    // Reported where the model is declared: every endpoint loading a Member gives the same diagnostic.
    expect(missing.map((d) => `${d.file}:${d.line}`)).toEqual(['app/Models/Member.php:13', 'app/Models/Member.php:13']);
  });

  it("a package class's static method and a method a package trait may declare: notices", () => {
    const values = diagnostics.filter((d) => d.code === 'response-inference' && d.severity === 'notice');
    expect(values.map((d) => [d.file, d.line])).toEqual([
      ['app/Models/Member.php', 23],
      ['app/Models/Member.php', 26],
    ]);
    expect(values[0]!.message).toBe(
      'Cannot infer Assert::notEmpty() of the package class Webmozart\\Assert\\Assert statically (`Assert::notEmpty($this->name);` in Member::getRoleListAttribute()); the example shows null there.',
    );
    expect(values[1]!.message).toBe(
      'Cannot infer the model method getRoleNames() from a package trait it uses (HasRoles) statically (`$this->getRoleNames()` in Member::getRoleListAttribute()); the example shows null there.',
    );
  });

  it('the model is documented without what the package holds', () => {
    expect(body).toEqual({ id: body.id, name: body.name, role_list: null });
    expect(Number.isInteger(body.id)).toBe(true);
  });
});
