-- Entity search (lib/entities/search/entity-source.ts): two narrow indexes on "entity_search".
--
-- A search reads the filter and sort columns of every match. A row of "entity_search" also holds
-- the searched texts (about 320 bytes a row): at 100k entities the matches of a common term lay on
-- more pages than SQLite's page cache holds, and every search read them again. This index holds
-- only what a search reads of each match, in half the pages ("cable", 8,200 matches: 14 ms to read
-- them and filter them through the rows, 5 ms through this index).
-- CreateIndex
CREATE INDEX "entity_search_ranking_idx" ON "entity_search"("searchId", "groupId", "archived", "entityTypeId", "nameText", "name", "id");

-- A term also finds the entities inside the containers it names. They join the term's matches as
-- search ids read from this index alone; through Entity's parentId index each cost two more lookups
-- (a search for "kitchen", 11,800 entities inside kitchens: 77 ms, 33 ms with this index).
-- CreateIndex
CREATE INDEX "entity_search_parentId_idx" ON "entity_search"("parentId");

-- Planner statistics (see 20261123121146_planner_statistics): a search id names one row, a parent
-- holds a few dozen entities.
INSERT INTO "sqlite_stat1" ("tbl", "idx", "stat") VALUES
    ('entity_search', 'entity_search_ranking_idx', '100000 1 1 1 1 1 1 1'),
    ('entity_search', 'entity_search_parentId_idx', '100000 25');
