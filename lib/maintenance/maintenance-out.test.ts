import { describe, expect, it } from "vitest";
import { toMaintenanceEntryOut, toMaintenanceEntryWithDetailsOut } from "./maintenance-out";
import { maintenanceStatusWhere } from "./status-filter";

const row = {
  id: "e1",
  entityId: "i1",
  name: "Descale",
  description: "",
  cost: 125_000n,
  scheduledDate: new Date("2026-05-01T00:00:00.000Z"),
  completedDate: null,
};

describe("maintenance output", () => {
  it("gives cost as a decimal string with two decimals and unset dates as empty strings", () => {
    expect(toMaintenanceEntryOut(row)).toEqual({
      id: "e1",
      completedDate: "",
      scheduledDate: "2026-05-01",
      name: "Descale",
      description: "",
      cost: "12.50",
    });
    expect(toMaintenanceEntryOut({ ...row, cost: 0n }).cost).toBe("0.00");
    expect(toMaintenanceEntryOut({ ...row, cost: 1_234n }).cost).toBe("0.1234");
  });

  it("adds the entity's id and name", () => {
    const out = toMaintenanceEntryWithDetailsOut({ ...row, entity: { name: "Kettle" } });
    expect(out).toMatchObject({ id: "e1", itemID: "i1", itemName: "Kettle" });
  });
});

describe("maintenanceStatusWhere", () => {
  it("splits on the completed date", () => {
    expect(maintenanceStatusWhere("scheduled")).toEqual({ completedDate: null });
    expect(maintenanceStatusWhere("completed")).toEqual({ completedDate: { not: null } });
    expect(maintenanceStatusWhere("both")).toEqual({});
  });
});
