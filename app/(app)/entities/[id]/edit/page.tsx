import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReadOnlyNotice } from "@/components/auth/read-only-notice";
import { Breadcrumbs } from "@/components/entity/breadcrumbs";
import { draftFromEntity } from "@/components/entity/entity-draft";
import { EntityForm } from "@/components/entity/entity-form";
import { canWrite } from "@/lib/auth/can-write";
import { entityPath } from "@/lib/entities/entity-path";
import { etagOf } from "@/lib/http/etag";
import { loadEntity } from "../load-entity";

export const dynamic = "force-dynamic";

type EditEntityPageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: EditEntityPageProps): Promise<Metadata> {
  const { entity } = await loadEntity((await params).id);
  const t = await getTranslations("entity.pages");
  return { title: t("editTitle", { name: entity.name }) };
}

export default async function EditEntityPage({ params }: EditEntityPageProps) {
  const { id } = await params;
  const { ctx, entity } = await loadEntity(id);
  if (!canWrite(ctx)) return <ReadOnlyNotice backHref={`/entities/${entity.id}`} />;
  const path = await entityPath(ctx, id);
  const t = await getTranslations("entity.pages");
  return (
    <section aria-labelledby="edit-heading" className="space-y-4">
      <div>
        <Breadcrumbs path={path} />
        <h1 id="edit-heading" className="text-2xl font-semibold tracking-tight break-words">
          {t("editTitle", { name: entity.name })}
        </h1>
      </div>
      <EntityForm
        initial={draftFromEntity(entity)}
        initialIsLocation={entity.entityType?.isLocation ?? false}
        entityId={entity.id}
        etag={etagOf(entity)}
        cancelHref={`/entities/${entity.id}`}
      />
    </section>
  );
}
