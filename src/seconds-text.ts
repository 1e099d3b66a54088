/** A duration as the build's summaries print it: `85 ms` under a tenth of a second, else `1.2 s`. */
export function formatSeconds(ms: number): string {
  return ms < 100 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
