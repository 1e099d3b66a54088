/** A list of API changes as text (terminal), JSON (tools) and Markdown (pull requests, the site's changelog page). */
import type { Change } from './compare.ts';

export interface DiffReport {
  base: string;
  head: string;
  breaking: Change[];
  nonBreaking: Change[];
}

export function diffReport(base: string, head: string, changes: Change[]): DiffReport {
  return { base, head, breaking: changes.filter((c) => c.breaking), nonBreaking: changes.filter((c) => !c.breaking) };
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function reportText(report: DiffReport): string {
  const lines = [`API changes from ${report.base} to ${report.head}: ${count(report.breaking.length, 'breaking change')}, ${count(report.nonBreaking.length, 'other change')}.`];
  for (const [title, list] of [
    ['Breaking', report.breaking],
    ['Non-breaking', report.nonBreaking],
  ] as const) {
    if (list.length === 0) continue;
    lines.push('', `${title}:`);
    for (const change of list) lines.push(`  ${change.endpoint}: ${change.message.replace(/`/g, '')} [${change.kind}]`);
  }
  return `${lines.join('\n')}\n`;
}

export function reportJson(report: DiffReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function reportMarkdown(report: DiffReport, heading = '## API changes'): string {
  const parts = [heading, `From \`${report.base}\` to \`${report.head}\`: ${count(report.breaking.length, 'breaking change')}, ${count(report.nonBreaking.length, 'other change')}.`];
  for (const [title, list] of [
    ['### Breaking changes', report.breaking],
    ['### Other changes', report.nonBreaking],
  ] as const) {
    if (list.length === 0) continue;
    const byEndpoint = new Map<string, Change[]>();
    for (const change of list) byEndpoint.set(change.endpoint, [...(byEndpoint.get(change.endpoint) ?? []), change]);
    const items = [...byEndpoint].map(([endpoint, changes]) => `- \`${endpoint}\`\n${changes.map((c) => `  - ${c.message}`).join('\n')}`);
    parts.push(`${title}\n\n${items.join('\n')}`);
  }
  if (report.breaking.length + report.nonBreaking.length === 0) parts.push('No changes to the API.');
  return `${parts.join('\n\n')}\n`;
}
