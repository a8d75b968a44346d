"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { EntityPicker, type PickedEntity } from "@/components/pickers/entity-picker";
import { TagPicker } from "@/components/pickers/tag-picker";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { BulkAction } from "./use-bulk-action";

type DialogProps = {
  open: boolean;
  /** What the action applies to: the one item's name, or how many. */
  subject: string | number;
  onCancel: () => void;
  onConfirm: (action: BulkAction) => void;
};

/** Where to move the item(s): a location other than themselves. */
export function MoveDialog({ excludeIds, ...props }: DialogProps & { excludeIds: string[] }) {
  const t = useTranslations("entityList.dialogs");
  const [target, setTarget] = useState<PickedEntity | null>(null);
  const { subject } = props;
  return (
    <ConfirmDialog
      open={props.open}
      title={
        typeof subject === "number" ? t("moveCount", { count: subject }) : t("moveNamed", { name: subject })
      }
      confirmLabel={t("moveConfirm")}
      canConfirm={target !== null}
      onCancel={props.onCancel}
      onConfirm={() =>
        target && props.onConfirm({ kind: "move", parentId: target.id, parentName: target.name })
      }
    >
      <p className="mb-3">{t("moveHint")}</p>
      <EntityPicker
        label={t("newLocation")}
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
  const t = useTranslations("entityList.dialogs");
  const [tagIds, setTagIds] = useState<string[]>([]);
  const { subject } = props;
  return (
    <ConfirmDialog
      open={props.open}
      title={
        typeof subject === "number" ? t("tagCount", { count: subject }) : t("tagNamed", { name: subject })
      }
      confirmLabel={t("tagConfirm")}
      canConfirm={tagIds.length > 0}
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm({ kind: "tag", tagIds })}
    >
      <p className="mb-3">{t("tagHint")}</p>
      <TagPicker label={t("tagsToAdd")} value={tagIds} onChange={setTagIds} />
    </ConfirmDialog>
  );
}
