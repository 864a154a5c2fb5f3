// Which tables have been written since a moment: a Kysely plugin that sees every statement before it is sent and
// counts a new generation for each table an INSERT, UPDATE, DELETE or MERGE names (a raw SQL statement that may
// write counts for every table). readCache.ts keeps an answer while the generations of its tables stay the same.
// Installed on the embedded store only (open.ts): there this process is the database's only client and its
// statements run one at a time, a transaction holding the connection until it ends, so no read can see a write
// that is not yet committed. A PostgreSQL server may have other clients: there nothing is cached.
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** A write statement's words (raw SQL): DDL included, since it may change what a read answers. */
const RAW_WRITE = /\b(insert|update|delete|merge|truncate|alter|drop|create|copy|vacuum|reindex)\b/i;

/** 'user_roles' and 'userRoles' (the CamelCasePlugin's two sides) are one table. */
const tableKey = (name: string) => name.replace(/_/g, '').toLowerCase();

type AnyNode = OperationNode & Record<string, any>;

/** The table a TableNode or an aliased TableNode names. */
function tableName(node: AnyNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName(node.node);
  if (node.kind === 'TableNode') return node.table?.identifier?.name;
  return undefined;
}

export class WriteWatch implements KyselyPlugin {
  private readonly generations = new Map<string, number>();
  /** Bumped by a statement whose tables are unknown: every stamp changes. */
  private everything = 0;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.observe(node as AnyNode);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  /** A value that changes whenever one of `tables` is written. */
  stamp(tables: readonly string[]): string {
    return `${this.everything}:${tables.map((table) => this.generations.get(tableKey(table)) ?? 0).join(',')}`;
  }

  private bump(name: string | undefined): void {
    if (name === undefined) this.everything++;
    else this.generations.set(tableKey(name), (this.generations.get(tableKey(name)) ?? 0) + 1);
  }

  private observe(node: AnyNode): void {
    for (const cte of node.with?.expressions ?? []) this.observe(cte.expression);
    switch (node.kind) {
      case 'InsertQueryNode':
        return this.bump(tableName(node.into));
      case 'UpdateQueryNode':
        return this.bump(tableName(node.table));
      case 'MergeQueryNode':
        return this.bump(tableName(node.into));
      case 'DeleteQueryNode':
        for (const from of node.from?.froms ?? []) this.bump(tableName(from));
        return;
      case 'RawNode':
        if (RAW_WRITE.test((node.sqlFragments as string[]).join(' '))) this.bump(undefined);
        return;
      default:
        // a select, or schema statements (CreateTableNode...): a schema change may change any answer
        if (node.kind !== 'SelectQueryNode') this.bump(undefined);
    }
  }
}
