// Every query of user management: the users of an agent (a page, one, by login), the scope
// check of a user against the actor's agent tree, their ACLs and recovery codes.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UserStatusId } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../domain/paging';
import { joinSubtree } from '../agents/agent-hierarchy.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** The list's sort columns (the contract's orderBy names) and what they sort by. */
const SORT_COLUMNS = {
  username: 'u.login',
  firstName: 'u.first_name',
  surname: 'u.surname',
  description: 'u.description',
  createdDate: 'u.created_at',
  status: 'u.status_id',
} as const;
export type UserSort = keyof typeof SORT_COLUMNS;

export interface UserListQuery extends PageRequest {
  agentId: number;
  searchText?: string | undefined;
  orderBy: UserSort;
  descending: boolean;
}

const liveUsersOf = (db: Db, agentId: number, searchText?: string) => {
  let query = db.selectFrom('users as u').where('u.agent_id', '=', agentId).where('u.deleted_at', 'is', null);
  const text = searchText?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(['u.login', 'u.first_name', 'u.surname', 'u.description', 'u.email'].map((column) => eb(sql.ref(column), 'ilike', like))),
    );
  }
  return query;
};

/** One page of an agent's users, and how many there are. */
export async function findUserPage(db: Db, query: UserListQuery) {
  const base = liveUsersOf(db, query.agentId, query.searchText);
  const direction = query.descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    base
      .select(['u.id', 'u.login', 'u.first_name', 'u.surname', 'u.description', 'u.created_at', 'u.status_id'])
      .orderBy(sql.ref(SORT_COLUMNS[query.orderBy]), direction)
      .orderBy('u.id', direction)
      .limit(query.pageSize)
      .offset(pageOffset(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const userDetailColumns = [
  'u.id', 'u.agent_id', 'u.login', 'u.first_name', 'u.surname', 'u.description', 'u.created_at', 'u.status_id', 'u.email',
  'u.phone_number', 'u.position', 'u.must_change_password', 'u.refund_voucher_permission', 'u.validate_pin_permission',
  'u.redeem_voucher_permission', 'u.totp_enabled',
  sql<string[]>`coalesce((select json_agg(a.acl order by a.acl) from user_acls a where a.user_id = u.id), '[]'::json)`.as('acls'),
] as const;

/** A live user whose agent is the scope agent or below it (null when not, or deleted). */
export function findUserInScope(db: Db, scopeAgentId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .$call(joinSubtree('u.agent_id', scopeAgentId))
    .select(userDetailColumns)
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserInScope>>>;

/** A live user of the agent by login, any case. */
export function findUserByLogin(db: Db, agentId: number, login: string) {
  return db
    .selectFrom('users as u')
    .select(userDetailColumns)
    .where('u.agent_id', '=', agentId)
    .where(sql<string>`lower(u.login)`, '=', login.toLowerCase())
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface UserFields {
  first_name: string;
  surname: string;
  description: string;
  email: string | null;
  phone_number: string | null;
  position: string | null;
  must_change_password: boolean;
  refund_voucher_permission: boolean;
  validate_pin_permission: boolean;
  redeem_voucher_permission: boolean;
  status_id: UserStatusId;
}

export async function insertUser(db: Db, user: UserFields & { agent_id: number; login: string; password_hash: string }): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, userId: number, fields: UserFields & { email_confirmed_at?: null }): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

export async function markUserDeleted(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ deleted_at: sql<Date>`now()`, status_id: '4' }).where('id', '=', userId).execute();
}

/** Replaces the user's ACLs with these. */
export async function replaceAcls(db: Db, userId: number, acls: readonly string[]): Promise<void> {
  await db.deleteFrom('user_acls').where('user_id', '=', userId).execute();
  if (acls.length > 0) await db.insertInto('user_acls').values(acls.map((acl) => ({ user_id: userId, acl }))).execute();
}
