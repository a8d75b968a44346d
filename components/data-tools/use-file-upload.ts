"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { uploadWithProgress, type UploadRoute } from "@/lib/api-client/upload-with-progress";

/**
 * One file form's upload: the chosen file goes to `route` as the multipart part `field`, with its
 * progress and a flag for a submit without a file. `handleSubmit` is the form's onSubmit.
 */
export function useFileUpload<K extends UploadRoute>(options: {
  route: K;
  field: string;
  /** Sent with the upload, e.g. `{ report: true }` for the CSV import's report. */
  query?: NonNullable<Parameters<typeof uploadWithProgress<K>>[2]>["query"];
  onSuccess?: () => unknown;
}) {
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set(options.field, file);
      setProgress(0);
      return uploadWithProgress(options.route, form, { query: options.query, onProgress: setProgress });
    },
    onSuccess: options.onSuccess,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get(options.field);
    if (!(file instanceof File) || file.size === 0) return setMissingFile(true);
    setMissingFile(false);
    setFileName(file.name);
    upload.mutate(file);
  }

  return { upload, progress, fileName, missingFile, handleSubmit };
}
