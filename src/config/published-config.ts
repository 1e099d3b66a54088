/**
 * The `config/docgen.php` that `docgen init` writes: every key with its default value (defaults.ts) and a one-line
 * comment, so that a user changes values instead of looking up names. Loaded as it is written, it gives the same
 * configuration as an app without a config file. The file's layout — which keys, in what order, with what
 * comment — is data (published-layout.ts); the values come from the defaults and the user's choices.
 */
import { phpStringLiteral } from '../php/php-literal.ts';
import { defaultConfig } from './defaults.ts';
import { PUBLISHED_LAYOUT, type PublishedKey } from './published-layout.ts';

export interface PublishedChoices {
  /** `examples.faker_seed`: a number keeps the examples the same from build to build. */
  fakerSeed: number | null;
  /** `type`, when the user chose one (default 'framework'). */
  type?: 'static' | 'framework';
  /** `title`, when the user gave one (default null). */
  title?: string | null;
}

const HEADER = `<?php

use Docgen\\Config\\Defaults;
use Docgen\\Extracting\\Strategies;

use function Docgen\\Config\\configureStrategy;

// docgen reads this file without running it: keep to arrays, strings, numbers, env(), ::class and the helpers above.
return [
`;

export function publishedConfig(choices: PublishedChoices): string {
  const defaults = defaultConfig();
  const values: Record<string, unknown> = {
    ...defaults,
    title: choices.title || null,
    type: choices.type ?? defaults.type,
    examples: { ...defaults.examples, faker_seed: choices.fakerSeed },
  };
  const body = PUBLISHED_LAYOUT.map((key) => renderKey(key, values, 4).join('\n')).join('\n\n');
  return `${HEADER}${body}\n];\n`;
}

/** A key's comment and `'key' => value,` lines (a section's keys one level deeper), indented by `indent` spaces. */
function renderKey(key: PublishedKey, parent: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const lines = key.comment ? key.comment.split('\n').map((line) => `${pad}// ${line}`) : [];
  const head = typeof key.key === 'number' ? pad : `${pad}${phpStringLiteral(key.key)} => `;
  if (key.php !== undefined) return [...lines, `${head}${key.php},`];
  const value = (parent as Record<string | number, unknown>)[key.key];
  if (!key.keys) return [...lines, `${head}${phpValue(value)},`];
  return [...lines, `${head}[`, ...key.keys.flatMap((inner) => renderKey(inner, value, indent + 4)), `${pad}],`];
}

/** A default value as PHP: strings quoted, lists of scalars on one line, an empty list or map as `[]`. */
function phpValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return phpStringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const items = Array.isArray(value) ? value : Object.keys(value as object).length === 0 ? [] : undefined;
  if (items === undefined) throw new Error('A map with keys must be laid out key by key in published-layout.ts.');
  return `[${items.map(phpValue).join(', ')}]`;
}
