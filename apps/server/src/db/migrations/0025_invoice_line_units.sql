-- An AR invoice line carries its unit of measure (PIDX UnitOfMeasureCode: EA, HR, DAY, BBL …): an invoice read
-- from PIDX keeps it, and one sent out as PIDX writes it. Companies made before have their AR invoice type
-- (template 93) without the column; it goes between Quantity (20) and Unit Price (30), as new companies get it.
INSERT INTO "line_item_columns" ("document_type_id", "key", "name", "metadata_type_id", "sort_order")
SELECT t."id", 'unit', 'Unit', 1, 25
FROM "document_types" t
WHERE t."template_id" = 93
  AND NOT EXISTS (SELECT 1 FROM "line_item_columns" c WHERE c."document_type_id" = t."id" AND c."key" = 'unit');
