// Flattens a translation object to its dotted key paths, so tests can prove that two languages
// define exactly the same keys.
export function keyPaths(resources: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resources)
    .flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? keyPaths(value as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}
