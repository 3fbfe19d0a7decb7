import { loadavg } from 'node:os';

/** The machine's 1, 5 and 15 minute load averages, printed beside figures that other work on the machine skews. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
