-- A paid AR invoice carries its payment as fields both sides see (issue 40): the paid date, the amount paid and
-- the payment's reference, written by Mark Paid (read-only to everyone else). Companies made before have their
-- AR invoice type (template 93) without them; they go after the template's last field (Remarks, 140), as new
-- companies get them.
INSERT INTO "metadata_definitions" ("document_type_id", "key", "name", "metadata_type_id", "is_readonly", "sort_order")
SELECT t."id", f."key", f."name", f."metadata_type_id", true, f."sort_order"
FROM "document_types" t
CROSS JOIN (VALUES ('paidDate', 'Paid Date', 4, 150), ('paidAmount', 'Amount Paid', 3, 160),
  ('paymentReference', 'Payment Reference', 1, 170)) AS f("key", "name", "metadata_type_id", "sort_order")
WHERE t."template_id" = 93
  AND NOT EXISTS (SELECT 1 FROM "metadata_definitions" d WHERE d."document_type_id" = t."id" AND d."key" = f."key");
