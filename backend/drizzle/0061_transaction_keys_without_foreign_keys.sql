ALTER TABLE "accounting_entries" DROP CONSTRAINT "accounting_entries_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "antifraud_checks" DROP CONSTRAINT "antifraud_checks_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "cascading_attempts" DROP CONSTRAINT "cascading_attempts_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "smart_routing_logs" DROP CONSTRAINT "smart_routing_logs_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_api_logs" DROP CONSTRAINT "transaction_api_logs_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_events" DROP CONSTRAINT "transaction_events_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_fees" DROP CONSTRAINT "transaction_fees_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_rejections" DROP CONSTRAINT "transaction_rejections_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "transaction_relationships" DROP CONSTRAINT "transaction_relationships_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_chargeback_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_payment_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "merchant_payments" DROP CONSTRAINT "merchant_payments_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "apm_requests" DROP CONSTRAINT "apm_requests_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_deposits" DROP CONSTRAINT "bank_deposits_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" DROP CONSTRAINT "tenpay_bank_order_items_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "open_banking_events" DROP CONSTRAINT "open_banking_events_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "utr_resubmissions" DROP CONSTRAINT "utr_resubmissions_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_messages" DROP CONSTRAINT "webhook_messages_transaction_id_transactions_id_fk";
--> statement-breakpoint
DROP INDEX "transactions_tenant_external_id_key";--> statement-breakpoint
/* 
    Unfortunately in current drizzle-kit version we can't automatically get name for primary key.
    We are working on making it available!

    Meanwhile you can:
        1. Check pk name in your database, by running
            SELECT constraint_name FROM information_schema.table_constraints
            WHERE table_schema = 'public'
                AND table_name = 'transactions'
                AND constraint_type = 'PRIMARY KEY';
        2. Uncomment code below and paste pk name manually
        
    Hope to release this update as soon as possible
*/

-- ALTER TABLE "transactions" DROP CONSTRAINT "<constraint_name>";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pkey" PRIMARY KEY("id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_tenant_external_id_idx" ON "transactions" USING btree ("tenant_id","external_id");