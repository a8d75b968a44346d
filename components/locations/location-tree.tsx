"use client";

import { useCanWrite } from "@/components/auth/use-can-write";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { useEntityTypes } from "@/components/entity-types/use-entity-types";
import { buttonStyles } from "@/components/ui/button-styles";
import { StatusMessage } from "@/components/ui/status-message";
import { ApiRequestError } from "@/lib/api-client/api-request";
import type { LocationTreeNode } from "@/lib/entities/location-levels";
import { LocationBranch } from "./location-branch";
import { LocationTreeContext, type DraggedEntity, type LocationTreeState } from "./location-tree-context";
import { NewLocationForm } from "./new-location-form";
import { TopLevelDropZone } from "./top-level-drop-zone";
import { useMoveLocation } from "./use-location-mutations";

/** Why the API refused a move: it names the field, "must not be the item itself or something inside it". */
function moveRefusal(error: Error): string {
  return error instanceof ApiRequestError ? (error.fields.parentId ?? error.message) : error.message;
}

/**
 * The group's locations as nested lists with disclosure buttons. The page sends the first levels;
 * deeper ones load when opened. Locations move by drag and drop or by "Move to…", and new ones are
 * created right where they belong.
 */
export function LocationTree({ nodes, empty }: { nodes: LocationTreeNode[]; empty: ReactNode }) {
  const t = useTranslations("locations.tree");
  const [expanded, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  const [actionsFor, setActionsFor] = useState<string | null>(null);
  const [dragged, setDragged] = useState<DraggedEntity | null>(null);
  const [creatingRoot, setCreatingRoot] = useState(false);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  const mover = useMoveLocation();
  const canWrite = useCanWrite();
  // Loaded ahead: creating a location in place needs the group's location type.
  useEntityTypes();

  const state = useMemo<LocationTreeState>(
    () => ({
      isExpanded: (id) => expanded.has(id),
      setExpanded: (id, open) =>
        setExpandedIds((ids) => {
          const next = new Set(ids);
          if (open) next.add(id);
          else next.delete(id);
          return next;
        }),
      actionsFor,
      setActionsFor,
      dragged,
      setDragged,
      movingIds: mover.movingIds,
      move: (request) => {
        setFailure("");
        setNotice(t("moving", { name: request.name }));
        mover.mutate(request, {
          onSuccess: () => {
            if (request.parentId) setExpandedIds((ids) => new Set(ids).add(request.parentId!));
            setNotice(
              request.parentName === null
                ? t("movedTop", { name: request.name })
                : t("moved", { name: request.name, parent: request.parentName }),
            );
          },
          onError: (error) => {
            setNotice("");
            setFailure(t("moveFailed", { name: request.name, reason: moveRefusal(error) }));
          },
        });
      },
      announce: (text) => {
        setFailure("");
        setNotice(text);
      },
    }),
    [expanded, actionsFor, dragged, mover, t],
  );

  return (
    <LocationTreeContext.Provider value={state}>
      <div className="mb-3 space-y-2">
        <StatusMessage tone="error">{failure}</StatusMessage>
        <StatusMessage tone="info">{notice}</StatusMessage>
      </div>
      {nodes.length === 0 ? (
        empty
      ) : (
        <ul
          aria-label={t("label")}
          className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900/60"
        >
          {nodes.map((node) => (
            <LocationBranch key={node.id} node={node} depth={0} />
          ))}
        </ul>
      )}
      {/* Below the list, not above: appearing above would shift every line under the pointer. */}
      {dragged && <TopLevelDropZone />}
      {canWrite && (
        <div className="mt-4">
          {creatingRoot ? (
            <NewLocationForm
              parent={null}
              onDone={(created) => {
                setCreatingRoot(false);
                if (created) state.announce(t("created", { name: created.name }));
              }}
            />
          ) : (
            <button type="button" className={buttonStyles.secondary} onClick={() => setCreatingRoot(true)}>
              {t("newTopLevel")}
            </button>
          )}
        </div>
      )}
    </LocationTreeContext.Provider>
  );
}
