import { getTableColumns, sql, type Column, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * Rows of a table as JSON inside one statement, and back to the rows Drizzle would have
 * returned. A screen that needs a document and its children (values, lines, definitions…)
 * reads them as subqueries of one statement instead of one statement each: a round trip per
 * statement was most of a document open's time under load (docs/history.md §17).
 */

/** Types whose JSON value is what the driver hands Drizzle. */
const sameInJson = /^(integer|serial|smallint|boolean|real|double precision|text|varchar.*)$/;

/**
 * What a column is sent as inside JSON, so that its decoder reads back exactly what Drizzle's
 * own select returns: the text form the driver would have passed (timestamps, dates, numeric
 * with its scale, bigint, json), bytea as hex.
 */
function wireValue(column: Column): SQL {
  const type = column.getSQLType();
  if (sameInJson.test(type)) return sql`${column}`;
  if (type === 'bytea') return sql`encode(${column}, 'hex')`;
  return sql`${column}::text`;
}

/** A row of `table` as a JSON object keyed by the schema's property names (for json_agg). */
export function jsonRow(table: Table): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    // Property names are identifiers of our schema, never input.
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${wireValue(column)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `coalesce(json_agg(row order by …), '[]')` over `from`: the child rows of one parent. */
export function jsonRows(table: Table, from: SQL, orderBy?: SQL): SQL {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`(select coalesce(json_agg(${jsonRow(table)}${order}), '[]'::json) ${from})`;
}

/** How each column of a table is read back from JSON: worked out once per table. */
const decodersOf = new WeakMap<Table, [key: string, decode: (value: unknown) => unknown][]>();

function decoders(table: Table) {
  let found = decodersOf.get(table);
  if (!found) {
    found = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.getSQLType() === 'bytea'
        ? (value) => Buffer.from(value as string, 'hex')
        : (value) => column.mapFromDriverValue(value),
    ]);
    decodersOf.set(table, found);
  }
  return found;
}

/**
 * A row read through jsonRow, as Drizzle's own select of the table returns it. The decoders are
 * the table's, worked out once: asking every column its SQL type for every row was 5% of a
 * document open's CPU under load (a type's twenty field definitions per open).
 */
export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, decode] of decoders(table)) {
    const value = json[key];
    row[key] = value === null || value === undefined ? null : decode(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * Inserts many rows of `table` as one JSON parameter (`json_to_recordset`), in the caller's
 * transaction: Drizzle's `insert().values()` builds one placeholder per cell, and a statement
 * run's batch of 1,500 detail lines (17 columns) was 25,500 of them, most of the process's work
 * per check in building the statement (docs/benchmarks.md "Owner statements", issue 47). The
 * columns are those of the first row's keys (each row gives the same), sent as the driver would
 * send them; a column left out takes its default.
 */
export async function insertJsonRows<T extends Table>(
  db: { execute: (query: SQL) => PromiseLike<unknown> },
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const json = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      const type = column.getSQLType();
      // json and jsonb go in as themselves; the driver's form of every other type is its text.
      out[column.name] =
        value === null || value === undefined || type === 'json' || type === 'jsonb'
          ? (value ?? null)
          : column.mapToDriverValue(value);
    }
    return out;
  });
  // Column names and types are identifiers of our schema, never input.
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const types = sql.raw(columns.map(([, c]) => `"${c.name}" ${c.getSQLType().replace(/serial$/, 'int')}`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(json)}::json) as x(${types})`,
  );
}
