/**
 * Milliseconds since the previous call (the first call: since creation). Read from process.hrtime: the global
 * `performance` loads Node's performance modules at its first use.
 */
export function stopwatch(): () => number {
  const clock = () => Number(process.hrtime.bigint()) / 1e6;
  let last = clock();
  return () => {
    const now = clock();
    const elapsed = Math.round((now - last) * 10) / 10;
    last = now;
    return elapsed;
  };
}
