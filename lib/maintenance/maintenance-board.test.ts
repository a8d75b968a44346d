import { describe, expect, it } from "vitest";
import type { MaintenanceEntryWithDetailsOut } from "@/lib/schemas/maintenance";
import { maintenanceBoard } from "./maintenance-board";

const entry = (name: string, scheduledDate: string, completedDate = ""): MaintenanceEntryWithDetailsOut => ({
  id: name,
  name,
  description: "",
  cost: "0",
  scheduledDate: scheduledDate ? `${scheduledDate}T00:00:00Z` : "",
  completedDate: completedDate ? `${completedDate}T00:00:00Z` : "",
  itemID: "item",
  itemName: "Drill",
});

describe("the maintenance board", () => {
  it("sorts entries into overdue, due and done as of today", () => {
    const board = maintenanceBoard(
      [
        entry("later", "2026-12-01"),
        entry("today", "2026-11-25"),
        entry("yesterday", "2026-11-24"),
        entry("last month", "2026-10-01"),
        entry("undated", ""),
        entry("done early", "2026-01-01", "2026-01-02"),
        entry("done late", "", "2026-11-20"),
      ],
      "2026-11-25",
    );
    expect(board.overdue.map((e) => e.name)).toEqual(["last month", "yesterday"]);
    expect(board.due.map((e) => e.name)).toEqual(["today", "later", "undated"]);
    expect(board.done.map((e) => e.name)).toEqual(["done late", "done early"]);
  });
});
