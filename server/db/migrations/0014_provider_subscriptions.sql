CREATE TABLE "provider_subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"term" text NOT NULL,
	"billing_plan" text NOT NULL,
	"renewal_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_subscriptions_quantity_check" CHECK ("provider_subscriptions"."quantity" >= 1),
	CONSTRAINT "provider_subscriptions_term_check" CHECK (term in ('P1M', 'P1Y', 'P3Y')),
	CONSTRAINT "provider_subscriptions_billing_plan_check" CHECK (billing_plan in ('monthly', 'annual'))
);
