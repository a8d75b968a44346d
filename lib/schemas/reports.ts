import { z } from "zod";
import { uuid } from "./common";

/** `GET /v1/reports/insurance.pdf`: the whole inventory, or what one location holds, or one tag's items. */
export const insuranceReportQuery = z.object({
  location: uuid.optional().meta({ description: "Only what this location (or item) holds, at any depth" }),
  tag: uuid.optional().meta({ description: "Only items with this tag or one of its sub-tags" }),
});
export type InsuranceReportQuery = z.infer<typeof insuranceReportQuery>;
