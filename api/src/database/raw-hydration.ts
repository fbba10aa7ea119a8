// TypeORM's entity hydration dominates the hot public lists (hundreds of gallery items), so they
// read raw rows instead. Raw rows are converted column by column with
// the driver's own conversion (dates, booleans, transformers), so the result is identical.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export async function getManyFast<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<T[]> {
  const { name: alias, metadata } = query.expressionMap.mainAlias!;
  const driver = query.connection.driver;
  const columns = metadata.columns;
  const rows: Array<Record<string, unknown>> = await query.getRawMany();
  return rows.map((row) => {
    const entity: Record<string, unknown> = {};
    for (const column of columns) {
      entity[column.propertyName] = driver.prepareHydratedValue(row[`${alias}_${column.databaseName}`], column);
    }
    return entity as T;
  });
}
