import { describe, expect, it } from "vitest";
import type { DueReminder } from "./find-due-reminders";
import { reminderMessage } from "./reminder-message";

const due = (reminder: Partial<DueReminder>): DueReminder => ({
  kind: "maintenance",
  groupId: "g",
  recordId: "r",
  dueDate: new Date("2026-03-01T00:00:00Z"),
  name: "Oil",
  itemName: "Kettle",
  overdue: false,
  ...reminder,
});

describe("reminderMessage", () => {
  const reminders = [
    due({ overdue: true }),
    due({ kind: "warranty", name: "Drill", itemName: "Drill", dueDate: new Date("2026-04-02T00:00:00Z") }),
  ];

  it("is English with the owner's date format when they chose no language", () => {
    expect(reminderMessage(reminders, { dateFormat: "iso" })).toEqual({
      title: "Cairn: 2 reminders",
      body: "Overdue (2026-03-01): Oil — Kettle\nWarranty ends 2026-04-02: Drill",
    });
    expect(reminderMessage([due({})], {}).body).toBe("Due today (Mar 1, 2026): Oil — Kettle");
  });

  it("speaks the owner's language", () => {
    const message = reminderMessage(reminders, { locale: "de", dateFormat: "dmy" });
    expect(message.title).toBe("Cairn: 2 Erinnerungen");
    expect(message.body).toBe("Überfällig (01/03/2026): Oil — Kettle\nGarantie endet am 02/04/2026: Drill");
  });
});
