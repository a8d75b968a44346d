import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyLocations } from "@/components/locations/empty-locations";
import { LocationTree } from "@/components/locations/location-tree";
import { topLocationLevels } from "@/lib/entities/location-levels";
import { listLocationTree, type LocationNode } from "@/lib/entities/location-tree";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("locations.page");
  return { title: t("title") };
}

/** Levels sent with the page; deeper ones load when a location is opened. */
const LEVELS_ON_PAGE = 2;

/** Counted with a list of its own rather than recursion: the tree is as deep as the data. */
function countLocations(roots: LocationNode[]): number {
  let total = 0;
  const pending = [roots];
  for (let nodes = pending.pop(); nodes; nodes = pending.pop()) {
    total += nodes.length;
    for (const node of nodes) if (node.children.length > 0) pending.push(node.children);
  }
  return total;
}

export default async function LocationsPage() {
  const ctx = await pageTenant();
  const t = await getTranslations("locations.page");
  const common = await getTranslations("common");
  const tree = ctx ? await listLocationTree(ctx) : [];
  const total = countLocations(tree);
  return (
    <section aria-labelledby="locations-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h1 id="locations-heading" className="text-2xl font-semibold tracking-tight">
          {t("title")}
        </h1>
        {total > 0 && (
          <p className="text-sm text-stone-500 dark:text-stone-400">
            {common("countLocations", { count: total })}
          </p>
        )}
      </div>
      {ctx ? (
        <LocationTree nodes={topLocationLevels(tree, LEVELS_ON_PAGE)} empty={<EmptyLocations hasGroup />} />
      ) : (
        <EmptyLocations hasGroup={false} />
      )}
    </section>
  );
}
