import { errorCodeOf, type ErrorCode } from "@/lib/errors/error-codes";
import {
  ApiRequestError,
  apiUrl,
  routeTarget,
  type ApiResponse,
  type ApiRoute,
  type QueryOf,
} from "./api-request";
import type { ApiRoutes } from "./api-routes";

/** The routes that take a multipart upload (their body is FormData). */
export type UploadRoute = {
  [K in ApiRoute]: K extends `POST ${string}` ? (ApiRoutes[K]["body"] extends FormData ? K : never) : never;
}[ApiRoute];

type UploadOptions<K extends UploadRoute> = {
  /** The path's `{param}` values, if it has any. */
  params?: Record<string, string>;
  query?: QueryOf<ApiRoutes[K]["query"]>;
  /** Called with 0…1 as the request body goes out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function failureOf(xhr: XMLHttpRequest): ApiRequestError {
  let message = `The server answered ${xhr.status}. Please try again.`;
  let fields: Record<string, string> = {};
  let code: ErrorCode | undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown; fields?: unknown };
    code = errorCodeOf(body);
    if (typeof body.error === "string" && body.error) message = body.error;
    if (body.fields && typeof body.fields === "object") {
      fields = Object.fromEntries(
        Object.entries(body.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    }
  } catch {
    // not JSON: keep the generic message
  }
  return new ApiRequestError(xhr.status, message, fields, code);
}

/**
 * A multipart POST to `/api/v1` that reports upload progress. `fetch` cannot watch a request body
 * go out, XMLHttpRequest can; otherwise it behaves like api(): JSON (or undefined for 204) on
 * success, ApiRequestError with the API's `{error, fields}` on failure.
 */
export function uploadWithProgress<K extends UploadRoute>(
  route: K,
  form: FormData,
  options: UploadOptions<K> = {},
): Promise<ApiResponse<K>> {
  type T = ApiResponse<K>;
  const { path } = routeTarget(route, options.params);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path, options.query as Parameters<typeof apiUrl>[1]));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failureOf(xhr));
      options.onProgress?.(1);
      if (xhr.status === 204 || xhr.responseText === "") return resolve(undefined as unknown as T);
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new ApiRequestError(xhr.status, "The server's answer could not be read."));
      }
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, "Could not reach the server. Check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
