/** Runs a benchmark's `main`: its answer is the exit code, and a failure is printed and exits 1. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/** A benchmark's verdict: every missed budget printed through `log`, and the exit code (1 when any was missed). */
export function budgetVerdict(
  misses: string[],
  what: string,
  log: (line: string) => void = console.log,
): number {
  if (misses.length) {
    for (const miss of misses) log(`BUDGET MISSED: ${miss}`);
    return 1;
  }
  log(`All ${what} budgets met.`);
  return 0;
}
