-- Entity search (lib/entities/search): trigram GIN indexes that serve LOWER(...) LIKE '%term%'.
--
-- No triggers and no plpgsql: expression indexes follow their rows by themselves. (adapter-pg runs a
-- migration script by splitting it at every semicolon, so none may appear inside a statement or in
-- these comments.) The entity's own text columns share one index over their concatenation, joined
-- with U+001F: a term can only match across two columns if it contains U+001F itself, and such terms
-- take the per-column LIKE path in the app. The app's query must repeat the indexed expression
-- exactly for the planner to use the index.
--
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it without
-- superuser rights.

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Entity_search_trgm_idx" ON "Entity" USING GIN (
    LOWER("name" || E'\x1F' || "description" || E'\x1F' || "serialNumber" || E'\x1F' || "modelNumber" || E'\x1F' || "manufacturer" || E'\x1F' || "notes") gin_trgm_ops
);

-- CreateIndex
CREATE INDEX "EntityField_textValue_trgm_idx" ON "EntityField" USING GIN (LOWER("textValue") gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Tag_name_trgm_idx" ON "Tag" USING GIN (LOWER("name") gin_trgm_ops);

-- CreateIndex: the default list order, LOWER(name) then name then id (lib/entities/search-entities.ts),
-- complete so that a page is read in index order with no sort
CREATE INDEX "Entity_groupId_lower_name_idx" ON "Entity"("groupId", LOWER("name"), "name", "id");
