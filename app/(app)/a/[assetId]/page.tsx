import { notFound, redirect } from "next/navigation";
import { findByAssetId } from "@/lib/entities/find-by-asset-id";
import { hasErrorCode } from "@/lib/errors/domain-error";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

/**
 * `/a/<asset id>`: where HomeBox's asset labels point. Opens the item with that asset ID in the
 * user's group, so labels printed by HomeBox keep working after the move.
 */
export default async function AssetPage({ params }: { params: Promise<{ assetId: string }> }) {
  const ctx = await pageTenant();
  if (!ctx) notFound();
  let found;
  try {
    found = await findByAssetId(ctx, decodeURIComponent((await params).assetId), { page: 1, pageSize: 1 });
  } catch (error) {
    // Text that is no asset ID finds nothing, like an unknown one.
    if (hasErrorCode(error, "malformed") || hasErrorCode(error, "not_found")) notFound();
    throw error;
  }
  const item = found.items[0];
  if (!item) notFound();
  redirect(`/entities/${item.id}`);
}
