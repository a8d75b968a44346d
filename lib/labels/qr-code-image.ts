import { invalidField } from "@/lib/errors/domain-error";
import { binaryResponse } from "./binary-response";
import { QrDataTooLong } from "./qr-matrix.mjs";
import { qrPng } from "./qr-png.mjs";

/** `GET /v1/qrcode?data=`: the text as a QR code PNG. Text no QR code can hold is a 422. */
export async function qrCodeImage(data: string): Promise<Response> {
  try {
    // The same text always gives the same image, so the browser may keep it a while.
    // PNG where HomeBox sends a JPEG (qrcode.jpg): lossless edges scan better; the name says so.
    return binaryResponse(await qrPng(data), "image/png", {
      fileName: "qrcode.png",
      cacheControl: "private, max-age=86400",
    });
  } catch (error) {
    if (error instanceof QrDataTooLong) throw invalidField("data", "is too long to fit in a QR code");
    throw error;
  }
}
