CREATE INDEX "stock_batches_status_idx" ON "stock_batches" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stock_batches_best_before_idx" ON "stock_batches" USING btree ("best_before","id");--> statement-breakpoint
CREATE INDEX "stock_batches_expected_idx" ON "stock_batches" USING btree ("expected_at","id");--> statement-breakpoint
CREATE INDEX "stock_batches_created_idx" ON "stock_batches" USING btree ("created_at","id");