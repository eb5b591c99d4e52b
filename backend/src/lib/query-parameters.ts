import { inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * How a list's where carries its values (ADR 0015, session 11). Inline (the default): each value is a
 * parameter of the statement drizzle builds for this call. Prepared: each value is a named placeholder, the
 * where's text depends only on which conditions it has (its shape), so `pagedQuery` builds the SQL once per
 * shape and runs it as a named statement (PostgreSQL parses it once per connection; drizzle renders nothing).
 *
 * The rule that makes a shape a safe cache key: one name always stands for one condition. Use a name per
 * condition (`status`, `merchantId`), never the same name for two different conditions of one list.
 */
export class QueryParameters {
  private constructor(
    readonly prepared: boolean,
    readonly values: Record<string, unknown> = {},
    private readonly names: string[] = [],
    /** A second part of one statement over the same values (`again`): a name recorded already is referenced again. */
    private readonly repeats = false,
  ) {}

  /** Values written into each statement drizzle builds (exports, lists that are not prepared). */
  static inline(): QueryParameters {
    return new QueryParameters(false);
  }

  /** Values as placeholders of a statement prepared once per shape. */
  static prepared(): QueryParameters {
    return new QueryParameters(true);
  }

  /** One value of the where: a placeholder named `name` when prepared, else the value itself. */
  value<T>(name: string, value: T): T | Placeholder<string, T> {
    if (!this.prepared) return value;
    this.record(name, value);
    return sql.placeholder(name);
  }

  /**
   * `column` is one of `values`. Prepared: one value is `column = $n` (an equality: an index on
   * (owner, status, created_at) then serves the newest-first page and stops after it, which PostgreSQL 15 does
   * not do for `= any(array)`: it reads every match and sorts); several are `column = any($n)`, one array
   * parameter, so two statuses and three share a statement. Inline: drizzle's `IN (...)`, as before.
   */
  anyOf(column: AnyColumn, name: string, values: readonly unknown[]): SQL {
    if (!this.prepared) return inArray(column, [...values]);
    if (values.length === 1) return sql`${column} = ${this.value(name, values[0])}`;
    const many = `${name}[]`;
    this.record(many, [...values]);
    return sql`${column} = any(${sql.placeholder(many)})`;
  }

  /**
   * The same parameters for another part of the same statement that repeats some of the where's conditions on
   * another table (a lookup's count from the day totals): a name already recorded with the same value is referenced
   * again, a new name is recorded as usual (it joins the shape). A name repeated with another value is refused.
   */
  again(): QueryParameters {
    return new QueryParameters(this.prepared, this.values, this.names, true);
  }

  /** Which conditions the where has, in the order it named them: with the list's own key, the statement's key. */
  get shape(): string {
    return this.names.join(',');
  }

  private record(name: string, value: unknown): void {
    if (this.repeats && name in this.values) {
      if (JSON.stringify(this.values[name]) !== JSON.stringify(value)) throw new Error(`query parameter ${name} repeated with another value`);
      return;
    }
    if (name in this.values) throw new Error(`query parameter ${name} named twice`);
    this.values[name] = value;
    this.names.push(name);
  }
}
