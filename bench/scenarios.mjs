// What the benchmark asks: each scenario hands out its next request (path, method, body), varied over
// the seeded ids, locations, tags and search terms, the same sequence on every run.

/**
 * @typedef {{ path: string, method?: string, body?: string }} BenchRequest
 * @typedef {{ name: string, description: string, limitServer: boolean, next: () => BenchRequest }} Scenario
 * @typedef {{ sampleItemIds: string[], locationIds: string[], tagIds: string[], searchTerms: string[] }} SeedIds
 */

export const SCENARIO_NAMES = [
  "list",
  "search",
  "list-view",
  "search-view",
  "tree",
  "get",
  "create",
  "update",
  "rollup-totals",
  "rollup-list",
  "rollup-locations",
  "rollup-stats",
];

function cycle(items) {
  let index = 0;
  return () => items[index++ % items.length];
}

/** Cheap deterministic stream of numbers in [0, 1) for bodies (not for the seed: see bench/seed). */
function stream(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

/**
 * @param {SeedIds} seed
 * @returns {Map<string, Scenario>}
 */
export function buildScenarios(seed) {
  const random = stream(42);
  const terms = cycle(seed.searchTerms);
  const readIds = cycle(seed.sampleItemIds);
  const locations = cycle(seed.locationIds);
  // The first page and two deeper ones, as someone paging through a long list (and as the list
  // was measured from outside: pages 1, 7 and 40 of 50 rows).
  const listPages = cycle([1, 7, 40]);
  // Updates walk the sample from the other end, so they do not rewrite what was just read.
  const updateIds = cycle([...seed.sampleItemIds].reverse());
  let created = 0;
  let updated = 0;
  const tagsFor = () =>
    [pick(random, seed.tagIds), pick(random, seed.tagIds)].filter((id, i, all) => all.indexOf(id) === i);

  /** @type {Scenario[]} */
  const scenarios = [
    {
      name: "list",
      description: "GET /api/v1/entities?page=<1, 7, 40>&pageSize=50",
      limitServer: true,
      next: () => ({ path: `/api/v1/entities?page=${listPages()}&pageSize=50` }),
    },
    {
      name: "search",
      description: "GET /api/v1/entities?q=<term>&pageSize=50",
      limitServer: true,
      next: () => ({ path: `/api/v1/entities?q=${encodeURIComponent(terms())}&pageSize=50` }),
    },
    // What the list page asks since it shows totals of the whole list and each row's path.
    {
      name: "list-view",
      description: "GET /api/v1/entities?page=1&pageSize=50&withTotals=true&withPath=true",
      limitServer: false,
      next: () => ({ path: "/api/v1/entities?page=1&pageSize=50&withTotals=true&withPath=true" }),
    },
    {
      name: "search-view",
      description: "GET /api/v1/entities?q=<term>&pageSize=50&withTotals=true&withPath=true",
      limitServer: false,
      next: () => ({
        path: `/api/v1/entities?q=${encodeURIComponent(terms())}&pageSize=50&withTotals=true&withPath=true`,
      }),
    },
    {
      name: "tree",
      description: "GET /api/v1/entities/tree (locations)",
      limitServer: false,
      next: () => ({ path: "/api/v1/entities/tree" }),
    },
    {
      name: "get",
      description: "GET /api/v1/entities/{id}",
      limitServer: false,
      next: () => ({ path: `/api/v1/entities/${readIds()}` }),
    },
    {
      name: "create",
      description: "POST /api/v1/entities",
      limitServer: false,
      next: () => ({
        method: "POST",
        path: "/api/v1/entities",
        body: JSON.stringify({
          name: `Bench Item ${++created}`,
          description: "Created by the benchmark",
          quantity: 1 + Math.floor(random() * 5),
          parentId: pick(random, seed.locationIds),
          manufacturer: "Bench Co",
          modelNumber: `BC-${created}`,
          tagIds: tagsFor(),
        }),
      }),
    },
    {
      name: "update",
      description: "PUT /api/v1/entities/{id}",
      limitServer: false,
      next: () => ({
        method: "PUT",
        path: `/api/v1/entities/${updateIds()}`,
        body: JSON.stringify({
          name: `Updated Item ${++updated}`,
          description: "Rewritten by the benchmark",
          quantity: 1 + Math.floor(random() * 5),
          parentId: pick(random, seed.locationIds),
          tagIds: tagsFor(),
          manufacturer: "Bench Co",
          modelNumber: `BU-${updated}`,
          serialNumber: `SN${updated}`,
          insured: random() < 0.5,
          purchasePrice: Math.round(random() * 50_000) / 100,
          purchaseDate: "2024-05-01",
          purchaseFrom: "Bench Store",
          notes: "",
        }),
      }),
    },
    // What a location holds all the way down (lib/entities/tree-totals.ts). No writes run meanwhile,
    // so after the first request these read the group's kept whole-tree figures; the cost of reading
    // them anew is timed by bench/statistics.mjs ("treeTotals, read anew").
    {
      name: "rollup-totals",
      description: "GET /api/v1/entities/{location}/totals",
      limitServer: false,
      next: () => ({ path: `/api/v1/entities/${locations()}/totals` }),
    },
    {
      name: "rollup-list",
      description: "GET /api/v1/entities?parentIds=<location>&descendants=true&pageSize=50",
      limitServer: false,
      next: () => ({ path: `/api/v1/entities?parentIds=${locations()}&descendants=true&pageSize=50` }),
    },
    {
      name: "rollup-locations",
      description: "GET /api/v1/entities?isLocation=true&withNestedTotals=true&pageSize=50",
      limitServer: false,
      next: () => ({ path: "/api/v1/entities?isLocation=true&withNestedTotals=true&pageSize=50" }),
    },
    {
      name: "rollup-stats",
      description: "GET /api/v1/groups/statistics/locations",
      limitServer: false,
      next: () => ({ path: "/api/v1/groups/statistics/locations" }),
    },
  ];
  return new Map(scenarios.map((scenario) => [scenario.name, scenario]));
}
