-- Portal: lookups that the account service and the hourly pruning make.
-- Ending every session of an organization (Sessions.RevokeAll).
CREATE INDEX sessions_org ON sessions (org_id);
-- Pruning expired sessions and single-use e-mail tokens.
CREATE INDEX sessions_expires ON sessions (expires_at);
CREATE INDEX email_tokens_expires ON email_tokens (expires_at);
