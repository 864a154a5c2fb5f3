// Which tables have been written since a moment: a Kysely plugin that sees every statement before it is sent and
// counts a new generation for each table an INSERT, UPDATE, DELETE or MERGE names (a raw SQL statement that may
// write counts for every table). readCache.ts keeps an answer while the generations of its tables stay the same.
// On the embedded store this process is the database's only client and its statements run one at a time, a
// transaction holding the connection until it ends, so that is enough. On a PostgreSQL server (serverWatch.ts) the
// generations also move when a write commits (this instance's, after its COMMIT) and when the database announces
// another client's (its triggers' NOTIFY); while that announcement channel is down nothing is kept (`pause`).
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

/** The tables a statement may write: a list, `undefined` for any (a raw write, a schema change), [] for none. */
export function writtenTables(root: OperationNode): (string | undefined)[] {
  const node = root as AnyNode;
  const tables: (string | undefined)[] = [];
  for (const cte of node.with?.expressions ?? []) tables.push(...writtenTables(cte.expression));
  switch (node.kind) {
    case 'InsertQueryNode':
      return [...tables, tableName(node.into)];
    case 'UpdateQueryNode':
      return [...tables, tableName(node.table)];
    case 'MergeQueryNode':
      return [...tables, tableName(node.into)];
    case 'DeleteQueryNode':
      return [...tables, ...(node.from?.froms ?? []).map((from: AnyNode) => tableName(from))];
    case 'RawNode':
      return RAW_WRITE.test((node.sqlFragments as string[]).join(' ')) ? [...tables, undefined] : tables;
    case 'SelectQueryNode':
      return tables;
    default:
      // schema statements (CreateTableNode...): a schema change may change any answer
      return [...tables, undefined];
  }
}

export class WriteWatch implements KyselyPlugin {
  private readonly generations = new Map<string, number>();
  /** Bumped by a statement whose tables are unknown: every stamp changes. */
  private everything = 0;
  /** While true no stamp is given: nothing is kept nor answered from what was kept. */
  private paused = false;

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.written(writtenTables(node));
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  /** A value that changes whenever one of `tables` is written; none while paused. */
  stamp(tables: readonly string[]): string | undefined {
    if (this.paused) return undefined;
    return `${this.everything}:${tables.map((table) => this.generations.get(tableKey(table)) ?? 0).join(',')}`;
  }

  /** These tables were (or are about to be) written: `undefined` stands for any table. */
  written(tables: readonly (string | undefined)[]): void {
    for (const name of tables) {
      if (name === undefined) this.everything++;
      else this.generations.set(tableKey(name), (this.generations.get(tableKey(name)) ?? 0) + 1);
    }
  }

  /** Stops keeping anything (the announcements of other clients' writes may be missed) until `resume`. */
  pause(): void {
    this.paused = true;
    this.everything++;
  }

  /** Keeps answers again, none of those kept before (writes may have gone unannounced meanwhile). */
  resume(): void {
    this.everything++;
    this.paused = false;
  }
}
