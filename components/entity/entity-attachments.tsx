import { getTranslations } from "next-intl/server";
import type { ItemAttachmentOut } from "@/lib/schemas/entities";
import { isLink, isPhoto, photoPlaces, photosPrimaryFirst } from "./attachment-url";
import { AttachmentList } from "./attachment-list";
import { WriteOnly } from "@/components/auth/use-can-write";
import { ExternalLinkForm } from "./external-link-form";
import { PhotoGallery } from "./photo-gallery";
import { UploadAttachments } from "./upload-attachments";

/** Photos, other files and external links of an entity, with the ways to add to them. */
export async function EntityAttachments({
  entityId,
  attachments,
}: {
  entityId: string;
  attachments: ItemAttachmentOut[];
}) {
  const t = await getTranslations("entity.attachments");
  const files = attachments.filter((attachment) => !isPhoto(attachment) && !isLink(attachment));
  const links = attachments.filter(isLink);
  const linksBlock = (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{t("links")}</h3>
      <AttachmentList entityId={entityId} attachments={links} label={t("links")} />
      <WriteOnly>
        <ExternalLinkForm entityId={entityId} />
      </WriteOnly>
    </div>
  );
  return (
    <section
      aria-labelledby="attachments-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900/60"
    >
      <h2 id="attachments-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <PhotoGallery
        entityId={entityId}
        photos={photosPrimaryFirst(attachments)}
        places={photoPlaces(attachments)}
      />
      <WriteOnly>
        <UploadAttachments entityId={entityId} />
      </WriteOnly>
      {files.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">{t("attachments")}</h3>
          <AttachmentList entityId={entityId} attachments={files} label={t("attachments")} />
        </div>
      )}
      {/* A viewer sees the links heading only when there are links: they cannot add one. */}
      {links.length > 0 ? linksBlock : <WriteOnly>{linksBlock}</WriteOnly>}
    </section>
  );
}
