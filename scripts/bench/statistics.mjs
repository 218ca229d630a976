// Shared by the benchmarks: they all report medians, robust to the odd slow run on shared machines.

/** The median (the upper middle value of an even count, so it is always a measured value). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The nearest-rank percentile (0-100) of a list: always a measured value, as the median is. */
export function percentile(values, rank) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))];
}
