/**
 * What `docgen build` prints when it is done: pages, endpoints and groups, the problems with file:line,
 * where the files went, and the time taken, phase by phase.
 */
import { formatDiagnostic } from '../../src/diagnostic-text.ts';
import type { Diagnostic } from '../../src/model.ts';
import { BUILD_PHASES } from '../build-progress.ts';
import { displayPath, type StandaloneBuildResult } from './build.ts';
import { formatSeconds } from '../../src/seconds-text.ts';
import type { PhaseRecord } from './progress.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The problems worth a line: warnings and errors (notices are for `--verbose`). */
export function reportedDiagnostics(result: StandaloneBuildResult, verbose: boolean): Diagnostic[] {
  const all = [...result.extracted.diagnostics, ...result.placementDiagnostics];
  return verbose ? all : all.filter((d) => d.severity !== 'notice');
}

export function hasErrors(result: StandaloneBuildResult): boolean {
  return [...result.extracted.diagnostics, ...result.placementDiagnostics].some((d) => d.severity === 'error');
}

export function formatSummary(result: StandaloneBuildResult, phases: PhaseRecord[] = [], verbose = false): string {
  const { extracted, config } = result;
  const lines: string[] = [];
  lines.push(`Config: ${extracted.stats.configFile ?? 'none (defaults)'}; type ${config.type}, theme ${config.theme}`);
  lines.push(
    `${plural(extracted.stats.endpoints, 'endpoint')} in ${plural(extracted.groups.length, 'group')}, ${plural(result.pages, 'page')}`,
  );
  for (const group of extracted.groups) lines.push(`  ${group.name} (${group.endpoints.length})`);

  const shown = reportedDiagnostics(result, verbose);
  if (shown.length) {
    const count = (s: Diagnostic['severity']) => shown.filter((d) => d.severity === s).length;
    const counts = [plural(count('error'), 'error'), plural(count('warning'), 'warning')];
    if (verbose) counts.push(plural(count('notice'), 'notice'));
    lines.push(`${counts.join(', ')}:`);
    for (const d of shown) lines.push(`  ${formatDiagnostic(d)}`);
  }

  for (const [label, path] of result.locations) lines.push(`${`${label}:`.padEnd(14)}${displayPath(path)}`);
  const timings = phases.map((p) => `${BUILD_PHASES[p.phase].toLowerCase()} ${formatSeconds(p.ms)}`);
  lines.push(`Done in ${(result.ms / 1000).toFixed(1)} s${timings.length ? ` (${timings.join(', ')})` : ''}.`);
  if (verbose) {
    const t = extracted.stats.timings;
    lines.push(`Extraction: config ${formatSeconds(t.config)}, routes ${formatSeconds(t.routes)}, endpoints ${formatSeconds(t.endpoints)}, overrides and files ${formatSeconds(t.finish)}.`);
  }
  return lines.join('\n');
}
