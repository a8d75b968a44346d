-- Entity search (lib/entities/search): "purchased from" joins the entity's own searched texts.
--
-- The GIN index over the concatenated text columns is made again with "purchaseFrom" appended, in
-- the order of ENTITY_TEXT_COLUMNS (lib/entities/search/entity-source.ts): the app's query must
-- repeat the indexed expression exactly for the planner to use the index. (No semicolons in these
-- comments: adapter-pg splits the script at every one.)

-- DropIndex
DROP INDEX "Entity_search_trgm_idx";

-- CreateIndex
CREATE INDEX "Entity_search_trgm_idx" ON "Entity" USING GIN (
    LOWER("name" || E'\x1F' || "description" || E'\x1F' || "serialNumber" || E'\x1F' || "modelNumber" || E'\x1F' || "manufacturer" || E'\x1F' || "notes" || E'\x1F' || "purchaseFrom") gin_trgm_ops
);
