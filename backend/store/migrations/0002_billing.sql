-- Billing (Stripe) state beyond 0001.

-- Created-time of the newest invoice payment event applied
-- (invoice.payment_failed / invoice.paid), so that a late, older delivery
-- cannot set or clear payment_failed_at out of order. Kept apart from
-- stripe_event_at because payment events and subscription events are
-- independent streams.
ALTER TABLE organizations ADD COLUMN stripe_payment_event_at timestamptz;

-- The organization's most recent open Checkout Session. A new checkout
-- expires it, so that two browser tabs cannot both complete and leave the
-- customer with two subscriptions.
ALTER TABLE organizations ADD COLUMN stripe_checkout_session text;

-- Outbox rows waiting for a Stripe customer or a retry, per organization
-- (operator view, and the delivery query's join).
CREATE INDEX meter_outbox_org_pending ON meter_outbox (org_id) WHERE delivered_at IS NULL;
