/** What the app's composer.json (or composer.lock) says, read as JSON once per question; never throws. */
import { appText } from '../app-files.ts';

export type ComposerJson = Record<string, unknown>;

/** The app's composer.json (or another Composer file of its root), or undefined when there is none that reads. */
export function readComposerJson(appRoot: string, file = 'composer.json'): ComposerJson | undefined {
  try {
    const parsed = JSON.parse(appText(appRoot, file)) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ComposerJson) : undefined;
  } catch {
    return undefined;
  }
}

/** The version constraint under which the app requires a package (`require`, else `require-dev`). */
export function requiredVersion(composer: ComposerJson | undefined, name: string): string | undefined {
  for (const section of ['require', 'require-dev']) {
    const constraint = (composer?.[section] as Record<string, unknown> | undefined)?.[name];
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** The packages the app requires (`require` and `require-dev`). */
export function requiredPackages(composer: ComposerJson | undefined): string[] {
  return ['require', 'require-dev'].flatMap((section) => {
    const required = composer?.[section];
    return required && typeof required === 'object' ? Object.keys(required) : [];
  });
}
