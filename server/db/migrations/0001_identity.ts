// Agents (with their closure table), users, sessions, sign-in security, audit, branding and
// settings: everything the sign-in, shell and company-structure screens stand on.
import type { Kysely, Migration } from 'kysely';
import { dropTables, runStatements } from './run-statements';

const tables = [
  'agents', 'agent_closure', 'users', 'user_acls', 'sessions', 'one_time_codes',
  'rate_limit_counters', 'captcha_solutions_used', 'mail_outbox', 'audit_log', 'branding', 'settings',
];

const statements = [
  `CREATE TABLE agents (
    id bigserial PRIMARY KEY,
    code text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 8),
    name text NOT NULL,
    level text NOT NULL CHECK (level IN ('MD', 'D', 'SD', 'R')),
    type text NOT NULL DEFAULT 'PREPAID' CHECK (type IN ('PREPAID', 'POSTPAID', 'DISTRIBUTOR')),
    status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Suspended', 'Closed')),
    parent_id bigint REFERENCES agents (id),
    country_code text,
    state_code text,
    timezone text NOT NULL DEFAULT 'UTC',
    tax text,
    email text,
    contact_name text,
    address_line1 text,
    address_line2 text,
    phone_number text,
    mobile_number text,
    toll_free_phone text,
    fax_number text,
    toll_free_fax text,
    city text,
    zip_code text,
    is_enable_payout boolean NOT NULL DEFAULT false,
    payout_voucher_credit_limit_minor bigint NOT NULL DEFAULT 0,
    hide_redeemed_at boolean NOT NULL DEFAULT false,
    hide_accumulated_balance boolean NOT NULL DEFAULT false,
    limit_alert_percent integer NOT NULL DEFAULT 80 CHECK (limit_alert_percent BETWEEN 0 AND 100),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX agents_parent_idx ON agents (parent_id)`,
  // One row per (ancestor, descendant) pair including the agent itself at depth 0.
  `CREATE TABLE agent_closure (
    ancestor_id bigint NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    descendant_id bigint NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
    depth integer NOT NULL CHECK (depth >= 0),
    PRIMARY KEY (ancestor_id, descendant_id)
  )`,
  `CREATE INDEX agent_closure_descendant_idx ON agent_closure (descendant_id, depth)`,
  `CREATE TABLE users (
    id bigserial PRIMARY KEY,
    agent_id bigint NOT NULL REFERENCES agents (id),
    login text NOT NULL CHECK (length(login) BETWEEN 1 AND 128),
    password_hash text NOT NULL,
    first_name text NOT NULL DEFAULT '',
    surname text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    email text,
    email_confirmed_at timestamptz,
    phone_number text,
    position text,
    address_line1 text,
    address_line2 text,
    zip_code text,
    country_code text,
    state_code text,
    logo text,
    status_id text NOT NULL DEFAULT '1' CHECK (status_id IN ('1', '4')),
    must_change_password boolean NOT NULL DEFAULT false,
    refund_voucher_permission boolean NOT NULL DEFAULT false,
    validate_pin_permission boolean NOT NULL DEFAULT false,
    redeem_voucher_permission boolean NOT NULL DEFAULT false,
    totp_secret text,
    totp_enabled boolean NOT NULL DEFAULT false,
    totp_last_used_step bigint,
    failed_login_count integer NOT NULL DEFAULT 0,
    locked_at timestamptz,
    deleted_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (agent_id, login)
  )`,
  `CREATE TABLE user_acls (
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    acl text NOT NULL,
    PRIMARY KEY (user_id, acl)
  )`,
  `CREATE TABLE sessions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash text NOT NULL UNIQUE,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    revoked_reason text,
    impersonator_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    ip text,
    user_agent text
  )`,
  `CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL`,
  `CREATE TABLE one_time_codes (
    id bigserial PRIMARY KEY,
    purpose text NOT NULL CHECK (purpose IN ('unlock', 'email', 'reset', 'impersonation', 'first-login')),
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    target text,
    expires_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose) WHERE used_at IS NULL`,
  `CREATE INDEX one_time_codes_hash_idx ON one_time_codes (code_hash)`,
  `CREATE TABLE rate_limit_counters (
    key text NOT NULL,
    window_start timestamptz NOT NULL,
    count integer NOT NULL DEFAULT 0,
    PRIMARY KEY (key, window_start)
  )`,
  `CREATE TABLE captcha_solutions_used (
    hash text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE mail_outbox (
    id bigserial PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
    status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'FAILED', 'LOGGED')),
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`,
  `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'QUEUED'`,
  `CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    impersonator_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    action text NOT NULL,
    entity text,
    entity_id text,
    before jsonb,
    after jsonb,
    ip text,
    result_code integer
  )`,
  `CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at DESC)`,
  `CREATE TABLE branding (
    id bigserial PRIMARY KEY,
    domain text UNIQUE,
    portal_name text NOT NULL DEFAULT 'Merchant Portal',
    brand_logo_light text,
    brand_logo_dark text,
    favicon_logo_light text,
    favicon_logo_dark text,
    primary_color text NOT NULL DEFAULT '#9c0d1b',
    secondary_color text NOT NULL DEFAULT '#E4E6EF',
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL
  )`,
];

export const identityMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, statements),
  down: (db: Kysely<unknown>) => runStatements(db, dropTables(tables)),
};
