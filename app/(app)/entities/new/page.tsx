import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { emptyDraft, draftFromTemplate, newField, type EntityDraft } from "@/components/entity/entity-draft";
import { EntityForm } from "@/components/entity/entity-form";
import type { TenantContext } from "@/lib/auth/principal";
import { getEntity } from "@/lib/entities/get-entity";
import { hasErrorCode } from "@/lib/errors/domain-error";
import { uuid } from "@/lib/schemas/common";
import type { TemplateOut, TemplateSummaryOut } from "@/lib/schemas/templates";
import { getTemplate, listTemplates } from "@/lib/templates/templates";
import { ReadOnlyNotice } from "@/components/auth/read-only-notice";
import { canWrite } from "@/lib/auth/can-write";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entity.pages");
  return { title: t("newTitle") };
}

type Search = Record<string, string | string[] | undefined>;
type NewEntityPageProps = { searchParams: Promise<Search> };

function single(search: Search, key: string): string {
  const value = search[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/** A lookup that treats "not found" (or another group's id) as "not given". */
async function orNull<T>(id: string, load: (id: string) => Promise<T>): Promise<T | null> {
  if (!uuid.safeParse(id).success) return null;
  try {
    return await load(id);
  } catch (error) {
    if (hasErrorCode(error, "not_found")) return null;
    throw error;
  }
}

/**
 * The prefill hooks: `?templateId=` starts from a template; `?parentId=`, `?name=`,
 * `?manufacturer=`, `?modelNumber=`, `?quantity=` and `?tagIds=` (comma-separated, from the quick
 * add sheet's "More fields") win over it; `?barcode=` (from the scanner) becomes a text custom field
 * named "Barcode", so it is searchable and shows on the entity page.
 */
async function initialDraft(
  ctx: TenantContext,
  search: Search,
  template: TemplateOut | null,
): Promise<EntityDraft> {
  const draft = template ? draftFromTemplate(template) : { ...emptyDraft };
  const parent = await orNull(single(search, "parentId"), (id) => getEntity(ctx, id));
  if (parent) draft.parent = { id: parent.id, name: parent.name };
  for (const key of ["name", "manufacturer", "modelNumber", "quantity"] as const) {
    const value = single(search, key);
    if (value) draft[key] = value;
  }
  // Only well-formed ids: the tag picker shows any other as an unknown tag, and saving says which.
  const tagIds = single(search, "tagIds")
    .split(",")
    .filter((id) => uuid.safeParse(id).success);
  if (tagIds.length > 0) draft.tagIds = [...new Set([...draft.tagIds, ...tagIds])].slice(0, 100);
  const barcode = single(search, "barcode");
  if (barcode) {
    // The field's name is the reader's word for it; once saved it is the item's own data.
    const t = await getTranslations("entity.pages");
    draft.fields = [...draft.fields, newField(t("barcodeField"), barcode)];
  }
  return draft;
}

async function TemplateChooser({ templates }: { templates: TemplateSummaryOut[] }) {
  const t = await getTranslations("entity.pages");
  return (
    <nav aria-label={t("templates")} className="rounded-xl border border-stone-200 p-4 dark:border-stone-800">
      <h2 className="text-sm font-semibold">{t("templates")}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {templates.map((template) => (
          <li key={template.id}>
            <Link
              href={`/entities/new?templateId=${template.id}`}
              className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-stone-700 dark:hover:bg-stone-800"
            >
              {template.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default async function NewEntityPage({ searchParams }: NewEntityPageProps) {
  const search = await searchParams;
  const t = await getTranslations("entity.pages");
  const ctx = await pageTenant();
  if (!ctx) {
    return <p>{t("noGroup")}</p>;
  }
  if (!canWrite(ctx)) return <ReadOnlyNotice backHref="/entities" />;
  const template = await orNull(single(search, "templateId"), (id) => getTemplate(ctx, id));
  const [draft, templates] = await Promise.all([
    initialDraft(ctx, search, template),
    template ? Promise.resolve([]) : listTemplates(ctx),
  ]);
  return (
    <section aria-labelledby="new-heading" className="space-y-4">
      <h1 id="new-heading" className="text-2xl font-semibold tracking-tight">
        {template ? t("newFromTemplate", { template: template.name }) : t("newTitle")}
      </h1>
      {templates.length > 0 && <TemplateChooser templates={templates} />}
      <EntityForm
        // A different prefill (say, another template chosen) starts a fresh form.
        key={JSON.stringify(search)}
        initial={draft}
        templateId={template?.id}
        cancelHref={draft.parent ? `/entities/${draft.parent.id}` : "/entities"}
      />
    </section>
  );
}
