/**
 * Every React Query key of the web app, from one place. Keys nest from broad to narrow so that
 * invalidating a prefix (say `queryKeys.entities.all`) refreshes every query under it.
 */
export const queryKeys = {
  entities: {
    all: ["entities"] as const,
    lists: () => [...queryKeys.entities.all, "list"] as const,
    list: (query: object) => [...queryKeys.entities.lists(), query] as const,
    /** Picker searches: small pages of names, never the whole inventory. */
    search: (text: string, kind: string) => [...queryKeys.entities.all, "search", kind, text] as const,
    details: () => [...queryKeys.entities.all, "detail"] as const,
    detail: (id: string) => [...queryKeys.entities.details(), id] as const,
    path: (id: string) => [...queryKeys.entities.all, "path", id] as const,
    children: (parentId: string, query: object = {}) =>
      [...queryKeys.entities.all, "children", parentId, query] as const,
    tree: (withItems: boolean) => [...queryKeys.entities.all, "tree", withItems] as const,
    byAssetId: (assetId: string) => [...queryKeys.entities.all, "asset", assetId] as const,
    fields: () => [...queryKeys.entities.all, "fields"] as const,
    fieldValues: (field: string) => [...queryKeys.entities.all, "field-values", field] as const,
    /** Prefix of every status filter of one entity's maintenance log. */
    maintenanceOf: (entityId: string) => [...queryKeys.entities.all, "maintenance", entityId] as const,
    maintenance: (entityId: string, status: string) =>
      [...queryKeys.entities.all, "maintenance", entityId, status] as const,
    /** Its activity history (under `entities.all`, so live updates and entity saves refresh it). */
    history: (entityId: string) => [...queryKeys.entities.all, "history", entityId] as const,
  },
  tags: {
    all: ["tags"] as const,
    list: () => [...queryKeys.tags.all, "list"] as const,
    detail: (id: string) => [...queryKeys.tags.all, "detail", id] as const,
  },
  entityTypes: {
    all: ["entity-types"] as const,
    list: () => [...queryKeys.entityTypes.all, "list"] as const,
  },
  templates: {
    all: ["templates"] as const,
    list: () => [...queryKeys.templates.all, "list"] as const,
    detail: (id: string) => [...queryKeys.templates.all, "detail", id] as const,
  },
  statistics: {
    all: ["statistics"] as const,
    group: () => [...queryKeys.statistics.all, "group"] as const,
    locations: () => [...queryKeys.statistics.all, "locations"] as const,
    tags: () => [...queryKeys.statistics.all, "tags"] as const,
    purchasePrice: (range: object) => [...queryKeys.statistics.all, "purchase-price", range] as const,
  },
  group: {
    all: ["group"] as const,
    current: () => [...queryKeys.group.all, "current"] as const,
    members: () => [...queryKeys.group.all, "members"] as const,
    invitations: () => [...queryKeys.group.all, "invitations"] as const,
    collectionJobs: () => [...queryKeys.group.all, "collection-jobs"] as const,
    collectionJob: (id: string) => [...queryKeys.group.all, "collection-jobs", id] as const,
  },
  notifiers: {
    all: ["notifiers"] as const,
    list: () => [...queryKeys.notifiers.all, "list"] as const,
  },
  self: {
    all: ["self"] as const,
    user: () => [...queryKeys.self.all, "user"] as const,
    apiKeys: () => [...queryKeys.self.all, "api-keys"] as const,
  },
  currencies: () => ["currencies"] as const,
  products: (barcode: string) => ["products", barcode] as const,
};
