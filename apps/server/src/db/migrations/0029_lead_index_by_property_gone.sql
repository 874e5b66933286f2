-- Leads by property and delivery time served the holds when leads were the hold. The hold lives
-- on the property row now (0017, 0028) and nothing reads `leads` by property (docs/leads.md
-- "Fresh batch"); properties are never deleted, so no foreign-key check needs it either. Each
-- lead inserted wrote it all the same: 20–45 of a fresh batch's pages of ten (docs/performance.md).
DROP INDEX "leads_property_delivered_idx";
