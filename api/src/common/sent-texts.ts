/**
 * A PATCH of an item's texts changes only what it sends. An optional text sent as null
 * (or blank, which validation turned into null) is cleared; a required one is never cleared.
 */
export function applySentTexts<T extends object, K extends keyof T>(entity: T, sent: Partial<Pick<T, K>>, fields: readonly K[], required: readonly K[] = []): T {
  for (const field of fields) {
    const value = sent[field];
    if (value === undefined || (value === null && required.includes(field))) continue;
    entity[field] = value;
  }
  return entity;
}
