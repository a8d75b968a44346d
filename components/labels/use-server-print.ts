"use client";

import { useState } from "react";
import type { PrintViewLabel } from "@/lib/schemas/labels";

export type ServerPrintState = {
  running: boolean;
  /** Labels of this view printed so far; the next run starts after them. */
  printed: number;
  /** What went wrong last, in words; the run stopped there. */
  problem: string | null;
};

async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string };
    return body.error ?? "";
  } catch {
    return "";
  }
}

/** The printer's answer (print-label.ts) in words, or null when the label printed. */
export async function printProblem(response: Response, name: string): Promise<string | null> {
  if (response.ok) return null;
  switch (response.status) {
    case 422:
      return "This server has no label printer set up (CAIRN_LABEL_PRINT_COMMAND).";
    case 429: {
      const wait = Number(response.headers.get("Retry-After"));
      const when = Number.isFinite(wait) && wait > 0 ? `in ${Math.ceil(wait)} s` : "in a minute";
      return `The label printer takes at most 30 labels a minute and one label once every few seconds: try again ${when}.`;
    }
    case 502: {
      const reason = await reasonOf(response);
      return `The label printer did not print “${name}”${reason ? `: ${reason}` : "."}`;
    }
    case 404:
      return `“${name}” is no longer there.`;
    default: {
      const reason = await reasonOf(response);
      return `“${name}” did not print (${response.status}${reason ? `: ${reason}` : ""}).`;
    }
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
      let problem: string | null;
      try {
        const response = await fetch(`/api/v1/labelmaker/entity/${label.id}?print=true`, {
          cache: "no-store",
        });
        problem = await printProblem(response, label.name);
      } catch {
        problem = "The server could not be reached; check the connection and try again.";
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
