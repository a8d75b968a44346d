-- DropIndex
DROP INDEX "Entity_groupId_parentId_idx";

-- CreateIndex: covers the item counts of locations (lib/entities/item-counts.ts)
CREATE INDEX "Entity_groupId_parentId_archived_entityTypeId_quantity_idx" ON "Entity"("groupId", "parentId", "archived", "entityTypeId", "quantity");

-- CreateIndex: the count of a plain entity list reads this index alone (lib/entities/search-entities.ts)
CREATE INDEX "Entity_groupId_archived_entityTypeId_idx" ON "Entity"("groupId", "archived", "entityTypeId");

-- Planner statistics. Without sqlite_stat1 SQLite guesses that an equality on any indexed column
-- narrows to about ten rows, so for `"groupId" = ? AND "id" IN (...)` it read the whole group
-- through (groupId, importRef) instead of probing the primary key, and an entity page cost 100 ms at
-- 100k entities instead of 1 ms. These fixed figures describe the shape every Cairn database has,
-- whatever its size: one group holds nearly every row (so groupId alone selects everything), ids and
-- asset ids are unique, a parent has a few dozen children, an entity a few tags and fields. They are
-- figures of a 100k-entity inventory, rounded. A later ANALYZE (never run by the app) would replace
-- them with measured ones. Every index of these tables needs a row here: a test checks it
-- (lib/db/planner-statistics.test.ts), since an index without one looks ten rows selective.

-- CreateTable sqlite_stat1 (ANALYZE of the smallest table makes it without reading the others)
ANALYZE "_prisma_migrations";
DELETE FROM "sqlite_stat1";

INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('Entity', 'sqlite_autoindex_Entity_1', '100000 1'),
    ('Entity', 'Entity_groupId_name_idx', '100000 100000 16'),
    ('Entity', 'Entity_groupId_lower_name_idx', '100000 100000 16 16 1'),
    ('Entity', 'Entity_groupId_parentId_archived_entityTypeId_quantity_idx', '100000 100000 25 20 20 5'),
    ('Entity', 'Entity_groupId_entityTypeId_idx', '100000 100000 50000'),
    ('Entity', 'Entity_groupId_archived_entityTypeId_idx', '100000 100000 50000 33000'),
    ('Entity', 'Entity_groupId_createdAt_idx', '100000 100000 1'),
    ('Entity', 'Entity_groupId_updatedAt_idx', '100000 100000 1'),
    ('Entity', 'Entity_parentId_idx', '100000 25'),
    ('Entity', 'Entity_groupId_assetId_key', '100000 100000 1'),
    ('Entity', 'Entity_groupId_importRef_key', '100000 100000 1'),
    ('entity_search', 'entity_search_id_key', '100000 1'),
    ('EntityTag', 'sqlite_autoindex_EntityTag_1', '140000 3 1'),
    ('EntityTag', 'EntityTag_tagId_idx', '140000 700'),
    ('EntityField', 'sqlite_autoindex_EntityField_1', '40000 1'),
    ('EntityField', 'EntityField_entityId_position_idx', '40000 3 1'),
    ('EntityField', 'EntityField_groupId_name_idx', '40000 40000 6000'),
    ('Tag', 'sqlite_autoindex_Tag_1', '200 1'),
    ('Tag', 'Tag_groupId_name_idx', '200 200 1'),
    ('Tag', 'Tag_parentId_idx', '200 5'),
    ('EntityType', 'sqlite_autoindex_EntityType_1', '10 1'),
    ('EntityType', 'EntityType_groupId_name_idx', '10 10 1'),
    ('EntityType', 'EntityType_defaultTemplateId_idx', '10 5'),
    ('Attachment', 'sqlite_autoindex_Attachment_1', '20000 1'),
    ('Attachment', 'Attachment_thumbnailId_key', '20000 1'),
    ('Attachment', 'Attachment_entityId_type_idx', '20000 4 2'),
    ('Attachment', 'Attachment_groupId_contentHash_idx', '20000 20000 1'),
    ('MaintenanceEntry', 'sqlite_autoindex_MaintenanceEntry_1', '10000 1'),
    ('MaintenanceEntry', 'MaintenanceEntry_entityId_scheduledDate_idx', '10000 3 1'),
    ('MaintenanceEntry', 'MaintenanceEntry_groupId_scheduledDate_idx', '10000 10000 15'),
    ('MaintenanceEntry', 'MaintenanceEntry_groupId_completedDate_idx', '10000 10000 25');
