/**
 * How a build tells its progress to whoever runs it (`docgen build` prints it; a plain `astro build` has
 * none). The phases come in this order; a phase with a total is counted step by step (a bar on a terminal).
 */
export const BUILD_PHASES = {
  setup: 'Setup',
  routes: 'Routes',
  endpoints: 'Endpoints',
  bundle: 'Site bundle',
  render: 'Endpoint HTML',
  pages: 'Pages',
  search: 'Search index',
  outputs: 'Outputs',
} as const;

export type BuildPhase = keyof typeof BUILD_PHASES;

/** What the steps of a counted phase are, for its line when it ends without a word of its own: `12 pages`. */
export const PHASE_UNITS: Partial<Record<BuildPhase, [one: string, many: string]>> = {
  routes: ['route', 'routes'],
  endpoints: ['endpoint', 'endpoints'],
  render: ['endpoint', 'endpoints'],
  pages: ['page', 'pages'],
};

export interface BuildProgress {
  /**
   * A phase begins (ending the one before); `total` when its steps are counted; `aside`, a few words said after
   * the count when it ends (`200 unchanged`).
   */
  start(phase: BuildPhase, total?: number, aside?: string): void;
  /** One step of the current phase is done. */
  tick(): void;
  /** The current phase is done; `detail` says what it made, in a few words. */
  end(detail: string): void;
}
