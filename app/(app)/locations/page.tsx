import type { Metadata } from "next";
import { EmptyLocations } from "@/components/locations/empty-locations";
import { LocationTree, countLocations } from "@/components/locations/location-tree";
import { listLocationTree } from "@/lib/entities/location-tree";
import { requireUser } from "../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Locations" };

export default async function LocationsPage() {
  const user = await requireUser();
  const tree = user.groupId ? await listLocationTree(user.groupId) : [];
  const total = countLocations(tree);
  return (
    <section aria-labelledby="locations-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h1 id="locations-heading" className="text-2xl font-semibold tracking-tight">
          Locations
        </h1>
        {total > 0 && (
          <p className="text-sm text-stone-500 dark:text-stone-400">
            {total === 1 ? "1 location" : `${total} locations`}
          </p>
        )}
      </div>
      {tree.length > 0 ? <LocationTree nodes={tree} /> : <EmptyLocations hasGroup={user.groupId !== null} />}
    </section>
  );
}
