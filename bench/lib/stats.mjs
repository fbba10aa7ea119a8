// Small statistics helpers shared by the measurements.

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const ratio = (value, baseline) => (Number.isFinite(value) && Number.isFinite(baseline) && baseline !== 0 ? value / baseline : null);

export const kb = (bytes) => bytes / 1024;
export const mb = (bytes) => bytes / (1024 * 1024);
