// Shared by the benchmarks: they all report medians, robust to the odd slow run on shared machines.

/** The median (the upper middle value of an even count, so it is always a measured value). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
