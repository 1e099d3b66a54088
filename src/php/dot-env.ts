/**
 * Reading an app's `.env` the way phpdotenv does for the cases that matter to documentation:
 * `KEY=value`, `export KEY=value`, quoted values, `#` comments, `${OTHER}` expansion in unquoted and
 * double-quoted values.
 */
import { nameMap } from '../name-map.ts';
import { readAppFile } from '../app-files.ts';

export function parseDotEnv(text: string): Record<string, string> {
  const values: Record<string, string> = nameMap();
  const expand = (value: string) =>
    value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => values[name] ?? process.env[name] ?? '');
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/s.exec(lines[i]!);
    if (!match) continue;
    const key = match[1]!;
    let rest = match[2]!;
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
      // Quoted values may span lines.
      let body = rest.slice(1);
      while (!new RegExp(`(^|[^\\\\])${quote}`).test(body) && i + 1 < lines.length) body += `\n${lines[++i]}`;
      const end = findClosingQuote(body, quote);
      let value = end === -1 ? body : body.slice(0, end);
      if (quote === '"') {
        value = value.replace(/\\(["\\nrt$])/g, (_m, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c);
        value = expand(value);
      }
      values[key] = value;
      continue;
    }
    rest = rest.replace(/(?<!\s)\s+#.*$/s, '').trim();
    values[key] = expand(rest);
  }
  return values;
}

function findClosingQuote(body: string, quote: string): number {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && quote === '"') {
      i++;
      continue;
    }
    if (body[i] === quote) return i;
  }
  return -1;
}

/** The app's `.env` values; an app without one gives `{}`. */
export function readDotEnv(appRoot: string): Record<string, string> {
  const read = readAppFile(appRoot, '.env');
  return read.found ? parseDotEnv(read.text) : {};
}
