/**
 * Three independent YAML readers for docgen's YAML outputs: `yaml` (strict, unique keys), `js-yaml` and
 * PyYAML (Debian's python3-yaml, pure-Python SafeLoader; it rejects what the YAML spec forbids, such as raw DEL
 * and C1 control characters). PyYAML reads many documents in one Python process.
 *
 * Without python3-yaml the PyYAML reader is left out with a message, except under CI=true, where it must run.
 */
import { spawnSync } from 'node:child_process';
import { load } from 'js-yaml';
import { parse } from 'yaml';

const mustRun = process.env.CI === 'true';

function detectPyYaml(): boolean {
  const probe = spawnSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' });
  return probe.status === 0;
}

export const hasPyYaml = detectPyYaml();
if (!hasPyYaml && !mustRun) console.warn('python3-yaml is not installed: YAML outputs are read by yaml and js-yaml only (apt-get install python3-yaml).');

/** Reads each document; JSON out with ASCII escapes so any string (lone surrogates too) comes back intact. */
const PYTHON = `
import json, sys, yaml
out = []
for text in json.load(sys.stdin):
    try:
        out.append({"value": yaml.load(text, Loader=yaml.SafeLoader)})
    except Exception as error:
        out.append({"error": str(error)[:500]})
json.dump(out, sys.stdout, ensure_ascii=True, allow_nan=False)
`;

export type ReaderResult = { value: unknown } | { error: string };

/** PyYAML's reading of each text. */
export function readWithPyYaml(texts: string[]): ReaderResult[] {
  const run = spawnSync('python3', ['-c', PYTHON], { input: JSON.stringify(texts), encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as ReaderResult[];
}

function attempt(read: () => unknown): ReaderResult {
  try {
    return { value: read() };
  } catch (error) {
    return { error: (error as Error).message.slice(0, 500) };
  }
}

/** The two in-process readers' reading of one text. */
export function readWithJs(text: string): Record<'yaml' | 'js-yaml', ReaderResult> {
  return {
    yaml: attempt(() => parse(text, { strict: true, uniqueKeys: true, prettyErrors: false })),
    'js-yaml': attempt(() => load(text)),
  };
}

/** Each text as read by every reader available: `{ reader: result }` per text. */
export function readWithAll(texts: string[]): Array<Record<string, ReaderResult>> {
  const python = hasPyYaml || mustRun ? readWithPyYaml(texts) : undefined;
  return texts.map((text, index) => ({ ...readWithJs(text), ...(python ? { PyYAML: python[index]! } : {}) }));
}
