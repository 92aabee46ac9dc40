-- A document that was never sent is a draft: New. Without a status it read "Sent" (the icon rule's
-- default, docs/product/documents.md) in lists and on its own screen while it was in nobody's inbox.
-- Documents created by the product have had New from the start; this mends the older ones.
UPDATE "documents" SET "route_status_id" = 7 WHERE "route_status_id" IS NULL AND "sent_at" IS NULL AND "receiver_company_id" IS NULL;
