"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useCheckedSubmit, type FormCheck } from "@/components/forms/use-checked-submit";
import { uploadWithProgress, type UploadRoute } from "@/lib/api-client/upload-with-progress";

/** A file form's one check: a file was chosen (the server reads and checks what is in it). */
function chosenFile(field: string): FormCheck<File> {
  return {
    safeParse(input) {
      if (input instanceof File && input.size > 0) return { success: true, data: input };
      return {
        success: false,
        error: { issues: [{ code: "custom", path: [field], message: "is required", input }] },
      };
    },
  };
}

/**
 * One file form's upload, on the forms' one pattern (useCheckedSubmit): the chosen file goes to
 * `route` as the multipart part `field`, with its progress and a flag for a submit without a file.
 * `handleSubmit` is the form's onSubmit and `formRef` its ref; the upload's own error stays on
 * `upload.error`, which the forms show as the server worded it.
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
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set(options.field, file);
      setProgress(0);
      return uploadWithProgress(options.route, form, { query: options.query, onProgress: setProgress });
    },
    onSuccess: options.onSuccess,
  });
  const { errors, submit, formRef } = useCheckedSubmit(chosenFile(options.field), (file: File) => {
    setFileName(file.name);
    return upload.mutateAsync(file);
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(new FormData(event.currentTarget).get(options.field));
  }

  return { upload, progress, fileName, missingFile: !!errors[options.field], handleSubmit, formRef };
}
