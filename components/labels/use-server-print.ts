"use client";

import { useState } from "react";
import { errorCodeOf } from "@/lib/errors/error-codes";
import type { PrintViewLabel } from "@/lib/schemas/labels";

/** Why a label did not print; label-print-view.tsx says it in the reader's language. */
export type PrintProblem =
  | { kind: "notSetUp" }
  | { kind: "tooFast"; waitSeconds: number | null }
  | { kind: "printerFailed"; name: string; reason: string }
  | { kind: "gone"; name: string }
  | { kind: "other"; name: string; status: number; reason: string }
  | { kind: "unreachable" };

export type ServerPrintState = {
  running: boolean;
  /** Labels of this view printed so far; the next run starts after them. */
  printed: number;
  /** What went wrong last; the run stopped there. */
  problem: PrintProblem | null;
};

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function reasonOf(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" ? error : "";
}

/** The printer's answer (print-label.ts), or null when the label printed. */
export async function printProblem(response: Response, name: string): Promise<PrintProblem | null> {
  if (response.ok) return null;
  const body = await bodyOf(response);
  // A proxy in front of Cairn answers a print command that outlasts its timeout with a bare 502.
  const code = errorCodeOf(body) ?? (response.status === 502 ? "upstream_failed" : undefined);
  switch (code) {
    case "validation":
      return { kind: "notSetUp" };
    case "rate_limited": {
      const wait = Number(response.headers.get("Retry-After"));
      return { kind: "tooFast", waitSeconds: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null };
    }
    case "upstream_failed":
      return { kind: "printerFailed", name, reason: reasonOf(body) };
    case "not_found":
      return { kind: "gone", name };
    default:
      return { kind: "other", name, status: response.status, reason: reasonOf(body) };
  }
}

/**
 * Sends the labels one at a time to the server's label printer (`?print=true` on the labelmaker
 * route), stopping at the first problem; the next run carries on from there.
 */
export function useServerPrint(labels: PrintViewLabel[]) {
  const [state, setState] = useState<ServerPrintState>({ running: false, printed: 0, problem: null });

  const run = async () => {
    const start = state.printed >= labels.length ? 0 : state.printed;
    setState({ running: true, printed: start, problem: null });
    for (let at = start; at < labels.length; at++) {
      const label = labels[at]!;
      let problem: PrintProblem | null;
      try {
        const response = await fetch(`/api/v1/labelmaker/entity/${label.id}?print=true`, {
          cache: "no-store",
        });
        problem = await printProblem(response, label.name);
      } catch {
        problem = { kind: "unreachable" };
      }
      if (problem) {
        setState({ running: false, printed: at, problem });
        return;
      }
      setState({ running: true, printed: at + 1, problem: null });
    }
    setState({ running: false, printed: labels.length, problem: null });
  };

  return { ...state, run };
}
