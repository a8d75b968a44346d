import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { formatAssetId } from "@/lib/entities/asset-id";
import { itemsWhere } from "@/lib/entity-types/location-types";
import { decimalStringFromMinor } from "@/lib/money";
import { csvDate, csvResponse, fileDate } from "./csv-response";
import { EXPORT_PAGE_SIZE, itemParents, locationPaths } from "./export-entities";
import { idAfter } from "@/lib/entities/id-keyset";

export const BILL_OF_MATERIALS_COLUMNS = [
  "Asset ID",
  "Name",
  "Description",
  "Location",
  "Manufacturer",
  "Model Number",
  "Serial Number",
  "Quantity",
  "Purchase Date",
  "Purchase Price",
  "Total Price",
] as const;

/**
 * `GET /v1/reporting/bill-of-materials`: one CSV line per non-archived item of the group with its
 * quantity, unit price and total (quantity × purchase price), read page by page like the export.
 */
export async function exportBillOfMaterials(ctx: TenantContext): Promise<Response> {
  const groupId = ctx.groupId;
  let context: {
    locations: Awaited<ReturnType<typeof locationPaths>>;
    parents: ReturnType<typeof itemParents>;
  };
  let cursor: string | undefined;
  let finished = false;

  const nextPage = async (): Promise<string[][] | null> => {
    if (finished) return null;
    if (!context) {
      const locations = await locationPaths(groupId);
      context = { locations, parents: itemParents(groupId, locations) };
    }
    const page = await db().entity.findMany({
      where: {
        groupId,
        archived: false,
        ...itemsWhere(context.locations.types),
        ...idAfter(cursor),
      },
      orderBy: { id: "asc" },
      take: EXPORT_PAGE_SIZE,
      select: {
        id: true,
        parentId: true,
        assetId: true,
        name: true,
        description: true,
        manufacturer: true,
        modelNumber: true,
        serialNumber: true,
        quantity: true,
        purchaseDate: true,
        purchasePrice: true,
      },
    });
    if (page.length < EXPORT_PAGE_SIZE) finished = true;
    if (page.length === 0) return null;
    cursor = page[page.length - 1]!.id;
    await context.parents.load(page.map((entity) => entity.parentId));
    return page.map((entity) => [
      formatAssetId(entity.assetId),
      entity.name,
      entity.description,
      context.parents.locationPath(entity.parentId),
      entity.manufacturer,
      entity.modelNumber,
      entity.serialNumber,
      String(entity.quantity),
      csvDate(entity.purchaseDate),
      decimalStringFromMinor(entity.purchasePrice),
      decimalStringFromMinor(entity.purchasePrice * BigInt(entity.quantity)),
    ]);
  };

  return csvResponse(`bill-of-materials-${fileDate()}.csv`, BILL_OF_MATERIALS_COLUMNS, nextPage);
}
