import { importHomeboxUpload } from "@/lib/homebox-import/import-homebox-upload";
import { apiRoute } from "@/lib/http/api-route";
import { homeboxImportFields, homeboxImportOut } from "@/lib/schemas/homebox-import";

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    multipart: { fields: homeboxImportFields, file: "file" },
    summary: "Import a whole HomeBox instance: a zip of its data folder (homebox.db and attachments)",
    response: homeboxImportOut,
  },
  ({ tenant, request }) => importHomeboxUpload(tenant, request),
);
