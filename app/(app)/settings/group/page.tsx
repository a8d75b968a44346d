import type { Metadata } from "next";
import { GroupForm } from "@/components/settings/group/group-form";
import { InvitationsPanel } from "@/components/settings/group/invitations-panel";
import { MembersList } from "@/components/settings/group/members-list";
import { SettingsSection } from "@/components/settings/settings-section";
import { tenantOfUser } from "@/lib/auth/tenant-of-user";
import { getGroup } from "@/lib/groups/groups";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Group settings" };

export default async function GroupSettingsPage() {
  const ctx = await tenantOfUser(await requireUser());
  const group = ctx ? await getGroup(ctx) : null;
  const isOwner = ctx?.role === "owner";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Group</h1>
      {!ctx || !group ? (
        <p className="text-stone-600 dark:text-stone-400">You do not belong to a group.</p>
      ) : (
        <>
          <SettingsSection id="group-details" title="Name and currency">
            <GroupForm initialGroup={group} canEdit={isOwner} />
          </SettingsSection>
          <SettingsSection id="group-members" title="Members">
            <MembersList currentUserId={ctx.userId} canManage={isOwner} />
          </SettingsSection>
          <SettingsSection
            id="group-invitations"
            title="Invitations"
            description="Anyone with an invitation link can create an account that joins this group."
          >
            <InvitationsPanel canManage={isOwner} />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
