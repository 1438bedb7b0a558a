import { DefaultNamingStrategy, type Table } from 'typeorm';

const tableName = (table: Table | string) =>
  (typeof table === 'string' ? table : table.name).split('.').pop();

/** PostgreSQL's own constraint names (`tenant_pkey`, `tenant_slug_key`, ...) instead of hashes, for readable migrations. */
export class PostgresNamingStrategy extends DefaultNamingStrategy {
  override primaryKeyName(table: Table | string): string {
    return `${tableName(table)}_pkey`;
  }

  override uniqueConstraintName(table: Table | string, columns: string[]): string {
    return `${tableName(table)}_${columns.join('_')}_key`;
  }

  override foreignKeyName(table: Table | string, columns: string[]): string {
    return `${tableName(table)}_${columns.join('_')}_fkey`;
  }

  override indexName(table: Table | string, columns: string[]): string {
    return `${tableName(table)}_${columns.join('_')}_idx`;
  }
}
