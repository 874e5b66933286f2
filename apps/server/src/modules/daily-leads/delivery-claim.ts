import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { properties } from '../../db/schema';
import { pgError, withTransaction } from '../../db/transaction';
import type { OrderInSql, Stretch, Viewer } from '../../providers/lead-source';
import { deliverableTo, ownLeadOf } from '../../providers/lead-source/holds';

/** What one claim asks: the agent's batch from its cursor, as the locked cursor and quota read it. */
export interface ClaimRequest {
  viewer: Viewer;
  order: OrderInSql;
  quota: number;
  today: string;
  now: Date;
  sellerType: string;
  /** The criteria row as read under the cursor lock: the claim delivers only if it still reads so. */
  criteriaText: string;
  /** `remaining` counts up to this many. */
  cap: number;
}

/** What the claim did, in one row. */
export interface Claimed {
  /** The criteria still read as the request's: otherwise nothing was claimed. */
  same: boolean;
  /** Leads the day still needed, counted inside the claim; 0 when the quota was met meanwhile. */
  needed: number;
  deliveredBefore: number;
  count: number;
  /** Results behind the new cursor. */
  examined: number;
  /** Of those, the agent's own leads: counted only when nothing was claimed (0 otherwise). */
  own: number;
  remaining: number;
  /**
   * When the claim came up short: the properties it saw deliverable but could not claim (another
   * claim had them locked, or took them after this statement began). Null when it was not short.
   */
  passedOver: string[] | null;
}

const dialect = new PgDialect();
/** Past every (sort_key, id): a stretch the walk went beyond is all behind it. */
const END = sql`9223372036854775807::bigint`;
const key = sql`(${properties.sortKey}, ${properties.id})`;

/**
 * The fresh batch in one statement (docs/leads.md "Fresh batch"): re-reads the day's count, walks
 * the source's order from the cursor, locks the first deliverable properties it can (`skip
 * locked`: another claimer's are passed over; a row another claim held meanwhile is re-checked in
 * its newest version, so it is never claimed twice inside the window), holds them itself (one
 * update by id, HOT: the hold trigger stands aside for the claim's transaction, whose cursor lock
 * said `porchlight.claim_holds`), inserts them as leads, moves the cursor past what it examined and
 * counts what remains after it, up to `cap`. Which of the examined were the agent's own leads (a
 * probe of its leads each) is looked up only when nothing was claimed: the answer's 409 says so.
 * Run under the cursor lock, so one agent's claims follow each other.
 */
export async function claimBatch(client: pg.PoolClient, request: ClaimRequest): Promise<Claimed> {
  const { order, viewer } = request;
  const exclusive = viewer.heldSince !== null;
  const shape = [order.shape, exclusive, ...order.stretches.map((s) => s.below === null)].join('|');
  let statement = statements.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(claimStatement(order, exclusive));
    const name = `claim_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statement = { name, text, params };
    statements.set(shape, statement);
  }
  const values: Record<string, unknown> = {
    ...order.values,
    agentId: viewer.agentId,
    heldSince: viewer.heldSince?.toISOString(),
    quota: request.quota,
    today: request.today,
    now: request.now.toISOString(),
    sellerTypeOfLead: request.sellerType,
    criteriaText: request.criteriaText,
    cap: request.cap,
  };
  for (const [i, stretch] of order.stretches.entries()) {
    values[`after${i}SortKey`] = stretch.after.sortKey;
    values[`after${i}Id`] = stretch.after.id;
    values[`below${i}`] = stretch.below;
  }
  const { rows } = await client.query<Claimed>({
    name: statement.name,
    text: statement.text,
    values: fillPlaceholders(statement.params, values),
  });
  const [row] = rows;
  if (!row) throw new Error('the claim returned no row');
  return row;
}

/**
 * Waits until the claims holding these properties have ended (a share lock waits for their
 * commit), holding nothing meanwhile, so the next claim reads what they took. A lock held longer
 * than a claim takes is not waited out.
 */
export async function waitForClaimsOn(pool: pg.Pool, propertyIds: string[]): Promise<void> {
  await withTransaction(pool, async ({ client }) => {
    await client.query(`set local lock_timeout = '1s'`);
    await client.query('select 1 from properties where id = any($1::bigint[]) for share', [
      propertyIds,
    ]);
  }).catch((error: unknown) => {
    if (pgError(error)?.code !== LOCK_NOT_AVAILABLE) throw error;
  });
}
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Built once per shape (the criteria's, the stretches', exclusivity on or off) and run as a named
 * prepared statement: building it costs more CPU than PostgreSQL spends running it.
 */
const statements = new Map<string, { name: string; text: string; params: unknown[] }>();
const value = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

function claimStatement(order: OrderInSql, exclusive: boolean): SQL {
  const agentId = value('agentId', 'uuid');
  const viewer = { agentId, heldSince: exclusive ? value('heldSince', 'timestamptz') : null };
  const at = value('now', 'timestamptz');
  const [quota, cap] = [value('quota', 'int'), value('cap', 'int')];
  const today = value('today', 'date');
  const stretches = order.stretches.map((stretch, i) => ({
    ...stretch,
    i,
    in: within(order, stretch, i),
  }));
  const bound = (i: number, part: 'sort_key' | 'id', pick: 'u' | 'l') =>
    sql.raw(`(select ${pick}${i}_${part === 'sort_key' ? 'sk' : 'id'} from bounds)`);
  const claimed = stretches.map(
    (s) => sql`s${sql.raw(String(s.i))} as (
      select ${properties.id} as id, ${properties.sortKey} as sort_key from ${properties}
      where ${s.in} and ${deliverableTo(viewer)}
      order by ${properties.sortKey}, ${properties.id}
      limit (select needed from wanted)${sql.raw(
        stretches
          .slice(0, s.i)
          .map((b) => ` - (select count(*) from s${b.i})`)
          .join(''),
      )}
      for no key update of ${properties} skip locked)`,
  );
  const picked = sql.join(
    stretches.map((s) =>
      sql.raw(`select ${s.i} as stretch, ${s.lap} as lap, id, sort_key from s${s.i}`),
    ),
    sql` union all `,
  );
  const tails = sql.join(
    [...stretches].reverse().map(
      (s) => sql`(select ${sql.raw(`${s.i} as stretch, ${s.lap} as lap`)}, ${properties.id} as id,
        ${properties.sortKey} as sort_key from ${properties} where ${s.in}
        order by ${properties.sortKey} desc, ${properties.id} desc limit 1)`,
    ),
    sql` union all `,
  );
  const bounds = sql.join(
    stretches.map(
      (s) => sql`
        case when m.stretch > ${sql.raw(String(s.i))} then ${END} when m.stretch = ${sql.raw(String(s.i))} then m.sort_key else -2 end as ${sql.raw(`u${s.i}_sk`)},
        case when m.stretch > ${sql.raw(String(s.i))} then ${END} when m.stretch = ${sql.raw(String(s.i))} then m.id else -2 end as ${sql.raw(`u${s.i}_id`)},
        case when m.stretch > ${sql.raw(String(s.i))} then ${END} when m.stretch = ${sql.raw(String(s.i))} then m.sort_key else ${value(`after${s.i}SortKey`, 'bigint')} end as ${sql.raw(`l${s.i}_sk`)},
        case when m.stretch > ${sql.raw(String(s.i))} then ${END} when m.stretch = ${sql.raw(String(s.i))} then m.id else ${value(`after${s.i}Id`, 'bigint')} end as ${sql.raw(`l${s.i}_id`)}`,
    ),
    sql`,`,
  );
  const walked = sql.join(
    stretches.map(
      (s) => sql`select ${properties.heldBy} = ${agentId} or ${ownLeadOf(agentId)} as own
        from ${properties} where (select stretch from moved) >= ${sql.raw(String(s.i))} and ${s.in}
        and ${key} <= (${bound(s.i, 'sort_key', 'u')}, ${bound(s.i, 'id', 'u')})`,
    ),
    sql` union all `,
  );
  const seen = sql.join(
    stretches.map(
      (s) => sql`(select ${properties.id} as id from ${properties} where ${s.in}
        and ${deliverableTo(viewer)} order by ${properties.sortKey}, ${properties.id}
        limit (select needed from wanted))`,
    ),
    sql` union all `,
  );
  const remaining = sql.join(
    stretches.map(
      (s) => sql`(select 1 from ${properties}
        where (select stretch from moved) <= ${sql.raw(String(s.i))} and ${s.in}
        and ${key} > (${bound(s.i, 'sort_key', 'l')}, ${bound(s.i, 'id', 'l')})
        and ${deliverableTo(viewer)} order by ${properties.sortKey}, ${properties.id})`,
    ),
    sql` union all `,
  );
  return sql`
    with quota as (
      select (select c::text from criteria c where c.agent_id = ${agentId}) is not distinct from ${value('criteriaText', 'text')} as same,
        count(*)::int as delivered
      from leads where agent_id = ${agentId} and source = 'daily' and lead_day = ${today}
    ), wanted as (
      select same, delivered, case when same then greatest(0, ${quota} - delivered) else 0 end as needed
      from quota
    ), ${sql.join(claimed, sql`, `)},
    picked as (${picked}),
    ordered as (
      select stretch, lap, id, sort_key, (row_number() over (order by stretch, sort_key, id) - 1)::int as n
      from picked
    ), tail as (
      select stretch, lap, id, sort_key from (${tails}) t order by stretch desc limit 1
    ), moved as (
      select stretch, lap, id, sort_key from (
        select stretch, lap, id, sort_key, 0 as pref from ordered where n = (select needed from wanted) - 1
        union all select stretch, lap, id, sort_key, 1 from tail
        where (select count(*) from ordered) < (select needed from wanted)
      ) m order by pref limit 1
    ), bounds as (
      select ${bounds} from (select 1) one left join moved m on true
    ), walked as (
      select count(*)::int as examined from (${walked}) w
    ), remaining as (
      select count(*)::int as n from (${remaining} limit ${cap}) r
    ), held as (
      update ${properties} set held_by = ${agentId}, held_at = ${at}
      where ${properties.id} = any(array(select id from ordered))
      returning ${properties.id}
    ), inserted as (
      insert into leads (agent_id, property_id, source, seller_type, lead_day, delivered_at, position)
      select ${agentId}, id, 'daily', ${value('sellerTypeOfLead', 'text')}, ${today}, ${at}, (select delivered from wanted) + n
      from ordered
      returning property_id
    ), cursor_moved as (
      update lead_cursors set position = position + (select examined from walked),
        source_cursor = coalesce(
          (select jsonb_build_object('lap', lap, 'sortKey', sort_key, 'id', id) from moved),
          source_cursor),
        updated_at = ${at}
      where agent_id = ${agentId} and (select needed from wanted) > 0
      returning position
    )
    select w.same, w.needed, w.delivered as "deliveredBefore",
      (select count(*)::int from inserted) as count,
      (select examined from walked) as examined,
      case when (select count(*) from inserted) = 0
        then (select count(*)::int from (${walked}) w where own) else 0 end as own,
      (select n from remaining) as remaining,
      (select count(*) from cursor_moved) as moved,
      case when (select count(*) from inserted) < w.needed then (
        select coalesce(array_agg(id::text), '{}') from (
          select id from (${seen}) v
          where id not in (select property_id from inserted) limit (select needed from wanted)
        ) o
      ) end as "passedOver"
    from wanted w`;
}

/** The rows of one stretch: matching the criteria, after its start, below its end. */
function within(order: OrderInSql, stretch: Stretch, i: number): SQL {
  const below =
    stretch.below === null
      ? sql``
      : sql` and ${properties.sortKey} < ${value(`below${i}`, 'bigint')}`;
  const after = sql`(${value(`after${i}SortKey`, 'bigint')}, ${value(`after${i}Id`, 'bigint')})`;
  return sql`${order.matching} and ${key} > ${after}${below}`;
}
