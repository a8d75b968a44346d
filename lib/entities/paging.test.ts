import { describe, expect, it } from "vitest";
import { pagingOf } from "./paging";

describe("pagingOf", () => {
  it("echoes -1 when the client does not page, yet reads at most 1000", () => {
    expect(pagingOf(undefined, undefined)).toEqual({ page: -1, pageSize: -1, offset: 0, limit: 1000 });
    expect(pagingOf(undefined, -1)).toEqual({ page: -1, pageSize: -1, offset: 0, limit: 1000 });
  });

  it("pages from 1 and caps the size at 1000", () => {
    expect(pagingOf(undefined, 10)).toEqual({ page: 1, pageSize: 10, offset: 0, limit: 10 });
    expect(pagingOf(3, 10)).toEqual({ page: 3, pageSize: 10, offset: 20, limit: 10 });
    expect(pagingOf(2, 5000)).toEqual({ page: 2, pageSize: 1000, offset: 1000, limit: 1000 });
    expect(pagingOf(0, 10)).toEqual({ page: 1, pageSize: 10, offset: 0, limit: 10 });
  });

  it("a page without a size walks through windows of 1000", () => {
    expect(pagingOf(2, undefined)).toEqual({ page: 2, pageSize: -1, offset: 1000, limit: 1000 });
  });
});
