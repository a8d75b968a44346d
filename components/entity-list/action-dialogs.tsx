"use client";

import { useState } from "react";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { itemCount } from "./bulk-summary";
import type { BulkAction } from "./use-bulk-action";

type DialogProps = {
  open: boolean;
  /** What the action applies to: the one item's name, or how many. */
  subject: string | number;
  onCancel: () => void;
  onConfirm: (action: BulkAction) => void;
};

const named = (subject: string | number) =>
  typeof subject === "number" ? itemCount(subject) : `“${subject}”`;

/** Where to move the item(s): a location other than themselves. */
export function MoveDialog({ excludeIds, ...props }: DialogProps & { excludeIds: string[] }) {
  const [target, setTarget] = useState<PickedEntity | null>(null);
  return (
    <ConfirmDialog
      open={props.open}
      title={`Move ${named(props.subject)}`}
      confirmLabel="Move"
      canConfirm={target !== null}
      onCancel={props.onCancel}
      onConfirm={() =>
        target && props.onConfirm({ kind: "move", parentId: target.id, parentName: target.name })
      }
    >
      <p className="mb-3">Choose the location to move to.</p>
      <EntityPicker
        label="New location"
        kind="location"
        value={target}
        onChange={setTarget}
        excludeIds={excludeIds}
      />
    </ConfirmDialog>
  );
}

/** Tags to add; the tags already there stay. */
export function TagDialog(props: DialogProps) {
  const [tagIds, setTagIds] = useState<string[]>([]);
  return (
    <ConfirmDialog
      open={props.open}
      title={`Tag ${named(props.subject)}`}
      confirmLabel="Add tags"
      canConfirm={tagIds.length > 0}
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm({ kind: "tag", tagIds })}
    >
      <p className="mb-3">The tags are added; the tags already there stay.</p>
      <TagPicker label="Tags to add" value={tagIds} onChange={setTagIds} />
    </ConfirmDialog>
  );
}
