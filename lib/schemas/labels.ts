import { z } from "zod";
import { SHEET_TEMPLATE_IDS } from "@/lib/labels/sheet-templates";
import { uuid } from "./common";

export const MAX_QR_DATA_CHARS = 4096;
/**
 * The most ids a sheet request can carry at all; the server's own limit (CAIRN_LABEL_SHEET_MAX,
 * 500 unless set) is checked in lib/labels/label-sheet.ts and may not exceed this.
 */
export const MAX_SHEET_LABELS = 5000;

/** A query value given once; repeating the key is a mistake, not a list. */
const singleValue = (what: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? "is required" : `must be given once (${what})`),
  });

/** `GET /v1/qrcode?data=`: the text to encode. */
export const qrCodeQuery = z.object({
  data: singleValue("the text to encode")
    .min(1, { message: "is required" })
    .max(MAX_QR_DATA_CHARS, { message: `must be at most ${MAX_QR_DATA_CHARS} characters` }),
});
export type QrCodeQuery = z.infer<typeof qrCodeQuery>;

/** `GET /v1/labelmaker/{entity|item|location}/{id}`. */
export const entityLabelParams = z.object({ id: uuid });

/** HomeBox's `?print=true`: the server hands the label to its label printer command. */
export const labelQuery = z.object({
  print: z
    .string()
    .optional()
    .transform((value) => value !== undefined && /^(1|t|true|yes|on)$/i.test(value.trim()))
    .meta({
      description:
        "true: print on the server's label printer (CAIRN_LABEL_PRINT_COMMAND; /v1/status says labelPrinting) and answer `Printed!`",
    }),
});

/** `GET /v1/labelmaker/asset/{id}`: the asset id as shown, e.g. `000-001`. */
export const assetLabelParams = z.object({ id: z.string().max(32) });

/** `ids=a,b,c`, or the key repeated, or both: one list of entity UUIDs, in order. */
const idList = z
  .union([z.string(), z.array(z.string())], { error: "is required" })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(","))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(uuid)
      .min(1, { message: "is required" })
      .max(MAX_SHEET_LABELS, { message: `at most ${MAX_SHEET_LABELS} labels per request` }),
  )
  .meta({
    description:
      "entity ids, comma-separated or repeated; one label each, in order (at most 500 unless the server's CAIRN_LABEL_SHEET_MAX says otherwise)",
  });

/** `GET /v1/labelmaker/sheet`: many labels as a PDF on a label stock. */
export const labelSheetQuery = z.object({
  ids: idList,
  template: z.enum(SHEET_TEMPLATE_IDS, { message: `must be one of ${SHEET_TEMPLATE_IDS.join(", ")}` }),
  /** Slots of the first sheet already used (a partly used sheet); less than one sheet's labels. */
  skip: z.coerce
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be 0 or more" })
    .optional()
    .meta({ description: "labels already used on the first sheet; printing starts after them" }),
});
export type LabelSheetQuery = z.infer<typeof labelSheetQuery>;

/**
 * `POST /v1/labelmaker/sheet`: the same request as a JSON body, for long lists (500 ids do not fit
 * in the request line that servers and proxies accept).
 */
export const labelSheetBody = labelSheetQuery.extend({
  ids: z
    .array(uuid, { message: "must be a list of item or location ids" })
    .min(1, { message: "is required" })
    .max(MAX_SHEET_LABELS, { message: `at most ${MAX_SHEET_LABELS} labels per request` }),
  skip: z
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be 0 or more" })
    .optional(),
});

/**
 * The print view page (`/labels/print`): `ids=` (as the sheet takes them), or `within=` a location
 * for everything inside it; `stock=` preselects a label stock.
 */
export const printViewQuery = z
  .object({
    ids: idList.optional(),
    within: uuid.optional(),
    stock: z.enum(SHEET_TEMPLATE_IDS).optional().catch(undefined),
  })
  .refine((query) => (query.ids === undefined) !== (query.within === undefined), {
    message: "give either ids or within",
  });
export type PrintViewQuery = z.infer<typeof printViewQuery>;

/** One label as the print view draws it: its QR code is an SVG path over `modules` × `modules`. */
export const printViewLabel = z.object({
  id: uuid,
  name: z.string(),
  details: z.array(z.string()),
  qr: z.object({ modules: z.number().int(), path: z.string() }),
});
export type PrintViewLabel = z.infer<typeof printViewLabel>;
