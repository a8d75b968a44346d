"use client";

import { useState } from "react";
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

async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string };
    return body.error ?? "";
  } catch {
    return "";
  }
}

/** The printer's answer (print-label.ts), or null when the label printed. */
export async function printProblem(response: Response, name: string): Promise<PrintProblem | null> {
  if (response.ok) return null;
  switch (response.status) {
    case 422:
      return { kind: "notSetUp" };
    case 429: {
      const wait = Number(response.headers.get("Retry-After"));
      return { kind: "tooFast", waitSeconds: Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null };
    }
    case 502:
      return { kind: "printerFailed", name, reason: await reasonOf(response) };
    case 404:
      return { kind: "gone", name };
    default:
      return { kind: "other", name, status: response.status, reason: await reasonOf(response) };
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
