/**
 * The app a benchmark runs on: a copy of it (the original is never written to), and the edit that stands for a
 * developer's change between two runs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Copies the app to `to`, with a config whose examples are seeded (scribe.php taken as docgen.php where it is the one). */
export function copyForBench(source: string, to: string): string {
  cpSync(source, to, { recursive: true });
  if (!existsSync(join(to, 'config', 'docgen.php')) && existsSync(join(to, 'config', 'scribe.php'))) cpSync(join(to, 'config', 'scribe.php'), join(to, 'config', 'docgen.php'));
  // Without a seed every cold run draws new examples, and a cold and a warm run could not be compared byte for byte.
  if (!existsSync(join(to, 'config', 'docgen.php'))) {
    mkdirSync(join(to, 'config'), { recursive: true });
    writeFileSync(join(to, 'config', 'docgen.php'), "<?php\n\nreturn ['examples' => ['faker_seed' => 1234]];\n");
  }
  return to;
}

/**
 * The first controller of a documented route, and an edit of the summary of its first method's docblock (a new
 * text each time: the endpoint's title, and so its documentation, changes), else of its first docblock line.
 */
export function docblockEditor(app: string, bin: string): { file: string; edit(n: number): void } | undefined {
  const rows = JSON.parse(execFileSync(process.execPath, [bin, 'routes', '--app', app, '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })) as Array<{ action: string }>;
  const composer = JSON.parse(readFileSync(join(app, 'composer.json'), 'utf8')) as { autoload?: { 'psr-4'?: Record<string, string | string[]> } };
  const psr4 = Object.entries(composer.autoload?.['psr-4'] ?? { 'App\\': 'app/' });
  for (const row of rows) {
    const [cls] = row.action.split('@');
    const mapping = psr4.find(([prefix]) => cls?.startsWith(prefix));
    if (!cls || !mapping) continue;
    const dir = ([] as string[]).concat(mapping[1])[0]!;
    const file = join(app, dir, `${cls.slice(mapping[0].length).split('\\').join('/')}.php`);
    if (!existsSync(file)) continue;
    const original = readFileSync(file, 'utf8');
    const methodDocLine = /(\/\*\*[ \t]*\n[ \t]*\* )([^@\n][^\n]*)(?=(?:\n[ \t]*\*(?!\/)[^\n]*)*\n[ \t]*\*\/[ \t]*\n[ \t]*public function)/;
    const docLine = methodDocLine.test(original) ? methodDocLine : /(\/\*\*\s*\n\s*\* )([^@\n][^\n]*)/;
    const method = /(\n(\s*)public function \w+\()/;
    if (!docLine.test(original) && !method.test(original)) continue;
    return {
      file,
      edit(n) {
        const text = docLine.test(original)
          ? original.replace(docLine, (_m, head: string, line: string) => `${head}${line} Edit ${n}.`)
          : original.replace(method, (_m, whole: string, indent: string) => `\n${indent}/** Edit ${n}. */${whole}`);
        writeFileSync(file, text);
      },
    };
  }
  return undefined;
}

/** The files a build wrote into the app: the docs folder of type static, or the framework's data folder. */
export function outputFiles(app: string): string[] {
  return walkFiles(join(app, 'public', 'docs')).concat(walkFiles(join(app, 'storage', 'app', 'docgen')));
}

/** A digest of the files' names (relative to the app) and bytes: equal for equal outputs, in any copy of the app. */
export function outputsDigest(app: string, files: string[] = outputFiles(app)): string {
  const hash = createHash('sha1');
  for (const file of [...files].sort()) hash.update(relative(app, file)).update(readFileSync(file));
  return hash.digest('hex');
}

function walkFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((p) => statSync(p).isFile());
}
