-- A division order returned unsigned keeps the owner's reason on the document (issue 47): the field Return Reason
-- (key returnReason, Text, read-only, hidden in lists), after Response Status (170) as new companies get it.
-- Companies made before have their division order type (template 87) without it.
INSERT INTO "metadata_definitions" ("document_type_id", "key", "name", "metadata_type_id", "is_readonly", "is_hidden_in_list", "sort_order")
SELECT t."id", 'returnReason', 'Return Reason', 1, true, true, 180
FROM "document_types" t
WHERE t."template_id" = 87
  AND NOT EXISTS (SELECT 1 FROM "metadata_definitions" d WHERE d."document_type_id" = t."id" AND d."key" = 'returnReason');
