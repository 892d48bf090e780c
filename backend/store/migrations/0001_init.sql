-- Organizations are tenants. Every piece of shared state lives here so that
-- several instances behind a load balancer behave as one.
CREATE TABLE organizations (
    id                     text PRIMARY KEY,
    name                   text NOT NULL,
    email                  text NOT NULL,
    tier                   text NOT NULL DEFAULT 'trial'
        CHECK (tier IN ('trial', 'starter', 'pro', 'business', 'enterprise', 'inactive')),
    -- NULL: the tier's default per-minute limit.
    rate_limit_per_minute  integer CHECK (rate_limit_per_minute > 0),
    -- Billing period for paid tiers (from the payment provider or the operator).
    period_start           timestamptz,
    period_end             timestamptz,
    stripe_customer_id     text UNIQUE,
    stripe_subscription_id text,
    -- Created-time of the newest subscription event applied, to ignore stale
    -- out-of-order webhook deliveries.
    stripe_event_at        timestamptz,
    payment_failed_at      timestamptz,
    created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organizations_email ON organizations (lower(email));

CREATE TABLE api_keys (
    id             text PRIMARY KEY,
    org_id         text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    name           text NOT NULL DEFAULT '',
    -- First characters of the key, for recognition in lists and logs.
    display_prefix text NOT NULL,
    -- SHA-256 of the full key; the key itself is never stored.
    hash           bytea NOT NULL UNIQUE,
    scopes         text[] NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    last_used_at   timestamptz,
    revoked_at     timestamptz
);
CREATE INDEX api_keys_org ON api_keys (org_id);

-- Billable calls per organization and period. For the Trial tier the period
-- starts at the organization's creation and never ends (50 calls in total).
CREATE TABLE usage_counters (
    org_id         text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    period_start   timestamptz NOT NULL,
    billable_calls integer NOT NULL DEFAULT 0,
    overage_calls  integer NOT NULL DEFAULT 0,
    PRIMARY KEY (org_id, period_start)
);

-- A reserved quota unit while an analysis runs. A crashed instance leaves
-- its lease behind; an expired lease no longer counts.
CREATE TABLE usage_leases (
    id         text PRIMARY KEY,
    org_id     text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL
);
CREATE INDEX usage_leases_org ON usage_leases (org_id, expires_at);

-- Overage calls to report to the payment provider exactly once (outbox,
-- written in the same transaction as the usage counter).
CREATE TABLE meter_outbox (
    id              bigserial PRIMARY KEY,
    org_id          text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    -- Idempotency identifier sent with the meter event.
    identifier      text NOT NULL UNIQUE,
    request_id      text NOT NULL,
    occurred_at     timestamptz NOT NULL DEFAULT now(),
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error      text,
    delivered_at    timestamptz
);
CREATE INDEX meter_outbox_pending ON meter_outbox (next_attempt_at) WHERE delivered_at IS NULL;

-- Fixed one-minute windows, keyed by bucket ("org:<id>", "signup:<ip>", ...).
CREATE TABLE rate_windows (
    bucket       text NOT NULL,
    window_start timestamptz NOT NULL,
    count        integer NOT NULL,
    PRIMARY KEY (bucket, window_start)
);

-- One entry per analyze request. No document content, no file name.
CREATE TABLE audit_entries (
    id            bigserial PRIMARY KEY,
    at            timestamptz NOT NULL DEFAULT now(),
    request_id    text NOT NULL,
    org_id        text REFERENCES organizations (id) ON DELETE SET NULL,
    key_id        text,
    document_type text NOT NULL,
    status        integer NOT NULL,
    code          text NOT NULL DEFAULT '',
    latency_ms    integer NOT NULL,
    pages         integer NOT NULL DEFAULT 0
);
CREATE INDEX audit_entries_org_at ON audit_entries (org_id, at);

-- Single-use e-mail tokens (signup confirmation, sign-in links), hashed.
CREATE TABLE email_tokens (
    hash         bytea PRIMARY KEY,
    purpose      text NOT NULL CHECK (purpose IN ('confirm', 'login')),
    email        text NOT NULL,
    company_name text NOT NULL DEFAULT '',
    org_id       text REFERENCES organizations (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    used_at      timestamptz
);

-- Portal sessions; the cookie holds the token, the table its hash.
CREATE TABLE sessions (
    hash       bytea PRIMARY KEY,
    org_id     text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
);

-- Payment-provider events applied, for exactly-once webhook handling.
CREATE TABLE stripe_events (
    id         text PRIMARY KEY,
    type       text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
);
