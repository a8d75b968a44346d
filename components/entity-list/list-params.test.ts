import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { CatalogueMessages } from "@/lib/i18n/catalogue-types";
import { createFormats } from "@/lib/i18n/format";
import { readCatalogue } from "@/lib/i18n/messages";
import { entityListQuery } from "@/lib/schemas/entities";
import {
  activeFilterCount,
  apiListQuery,
  DEFAULT_PARAMS,
  exportQuery,
  isFiltered,
  listSearchString,
  pageSpan,
  readListParams,
  shownSort,
  sortByColumn,
} from "./list-params";
import { pageWindow } from "./pagination";

const TAG = "3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b";
const PLACE = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

describe("list params", () => {
  it("round-trip through the URL, defaults left out", () => {
    const params = {
      ...DEFAULT_PARAMS,
      q: "drill bits",
      tags: [TAG],
      negateTags: true,
      parentId: PLACE,
      directOnly: true,
      kind: "locations" as const,
      includeArchived: true,
      photo: "without" as const,
      orderBy: "createdAt" as const,
      orderDir: "asc" as const,
      page: 3,
    };
    const search = listSearchString(params);
    expect(readListParams(new URLSearchParams(search))).toEqual(params);
    expect(listSearchString(DEFAULT_PARAMS)).toBe("");
  });

  it("fall back to defaults for anything malformed", () => {
    const read = readListParams(new URLSearchParams("kind=robots&photo=maybe&orderBy=DROP&page=-4"));
    expect(read).toEqual(DEFAULT_PARAMS);
  });

  it("become a query the API's own schema reads as meant", () => {
    const query = entityListQuery.parse(
      apiListQuery({
        ...DEFAULT_PARAMS,
        q: " kettle ",
        tags: [TAG],
        parentId: PLACE,
        photo: "with",
        page: 2,
      }),
    );
    expect(query).toMatchObject({
      q: "kettle",
      tagIds: [TAG],
      negateTags: false,
      parentIds: [PLACE],
      descendants: true,
      isLocation: false,
      onlyWithPhoto: true,
      onlyWithoutPhoto: false,
      page: 2,
      pageSize: 50,
      orderBy: "name",
    });
  });

  it("ask for everything inside the location unless only its direct contents are wanted", () => {
    expect(apiListQuery({ ...DEFAULT_PARAMS, parentId: PLACE }).descendants).toBe("true");
    expect(
      apiListQuery({ ...DEFAULT_PARAMS, parentId: PLACE, directOnly: true }).descendants,
    ).toBeUndefined();
    // Without a location the toggle means nothing and stays out of the URL and the query.
    expect(apiListQuery({ ...DEFAULT_PARAMS, directOnly: true }).descendants).toBeUndefined();
    expect(listSearchString({ ...DEFAULT_PARAMS, directOnly: true })).toBe("");
    expect(listSearchString({ ...DEFAULT_PARAMS, parentId: PLACE, directOnly: true })).toBe(
      `parentId=${PLACE}&direct=true`,
    );
  });

  it("count the kind and sort as no filter", () => {
    expect(isFiltered({ ...DEFAULT_PARAMS, kind: "locations", orderBy: "assetId", page: 4 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_PARAMS, includeArchived: true })).toBe(true);
  });
});

/** The list's range line as entity-list-view.tsx writes it, in one language. */
function pageRange(locale: "en" | "de", page: number, size: number, total: number): string {
  const t = createTranslator({
    locale,
    messages: readCatalogue(locale) as CatalogueMessages,
    namespace: "entityList.view",
  });
  const f = createFormats({ locale, currency: "USD", dateFormat: "auto", timeZone: "UTC" });
  const span = pageSpan(page, size, total);
  return span
    ? t("range", { first: f.count(span.first), last: f.count(span.last), total: f.count(total) })
    : t("rangeNone", { total: f.count(total) });
}

describe("paging", () => {
  it("prints the window shown", () => {
    expect(pageRange("en", 1, 50, 98_000)).toBe("1–50 of 98,000");
    expect(pageRange("en", 2, 50, 98)).toBe("51–98 of 98");
    expect(pageRange("en", 1, 50, 0)).toBe("0 of 0");
    expect(pageRange("en", 5, 50, 98)).toBe("0 of 98");
    expect(pageRange("de", 1, 50, 98_000)).toBe("1–50 von 98.000");
  });

  it("offers the first, the last and the pages near the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 1960)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 1960]);
  });
});

describe("sort", () => {
  it("is best match for a search with no direction chosen, else the order with its direction", () => {
    expect(shownSort({ ...DEFAULT_PARAMS, q: "drill" })).toEqual({ by: "relevance", dir: "asc" });
    expect(shownSort({ ...DEFAULT_PARAMS, q: "drill", orderDir: "desc" })).toEqual({
      by: "name",
      dir: "desc",
    });
    expect(shownSort({ ...DEFAULT_PARAMS, orderBy: "updatedAt" })).toEqual({ by: "updatedAt", dir: "desc" });
    expect(readListParams(new URLSearchParams("orderDir=sideways")).orderDir).toBe("");
  });

  it("turns on a second click of the same column, and starts a new column in its own direction", () => {
    expect(sortByColumn(DEFAULT_PARAMS, "name")).toEqual({ orderBy: "name", orderDir: "desc" });
    expect(sortByColumn({ ...DEFAULT_PARAMS, orderBy: "quantity", orderDir: "desc" }, "quantity")).toEqual({
      orderBy: "quantity",
      orderDir: "asc",
    });
    expect(sortByColumn(DEFAULT_PARAMS, "purchasePrice")).toEqual({
      orderBy: "purchasePrice",
      orderDir: "desc",
    });
    // From best match, the name column sorts by name.
    expect(sortByColumn({ ...DEFAULT_PARAMS, q: "x" }, "name")).toEqual({ orderBy: "name", orderDir: "asc" });
  });
});

describe("export and filter count", () => {
  it("exports the filters without paging or sort, and never the whole group by accident", () => {
    const search = new URLSearchParams(
      exportQuery({
        ...DEFAULT_PARAMS,
        q: "drill",
        tags: [TAG],
        orderBy: "quantity",
        orderDir: "asc",
        page: 4,
      }),
    );
    expect([...search.keys()].sort()).toEqual(["q", "tags"]);
    expect(exportQuery(DEFAULT_PARAMS)).toBe("includeArchived=false");
  });

  it("counts the filters behind the phone's Filters button", () => {
    expect(activeFilterCount({ ...DEFAULT_PARAMS, q: "drill", orderBy: "quantity" })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_PARAMS, tags: [TAG], photo: "with", includeArchived: true })).toBe(
      3,
    );
  });

  it("carry the lending filter in the URL and to the API, and drop unknown values", () => {
    const params = readListParams(new URLSearchParams("loans=overdue"));
    expect(params.loans).toBe("overdue");
    expect(listSearchString(params)).toBe("loans=overdue");
    expect(apiListQuery(params).loans).toBe("overdue");
    expect(readListParams(new URLSearchParams("loans=bogus")).loans).toBe("");
    expect(apiListQuery(DEFAULT_PARAMS).loans).toBeUndefined();
  });
});
