import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GroupForm } from "@/components/settings/group/group-form";
import { InvitationsPanel } from "@/components/settings/group/invitations-panel";
import { MembersList } from "@/components/settings/group/members-list";
import { SettingsSection } from "@/components/settings/settings-section";
import { getGroup } from "@/lib/groups/groups";
import { pageTenant } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("group.metaTitle") };
}

export default async function GroupSettingsPage() {
  const t = await getTranslations("settings");
  const ctx = await pageTenant();
  const group = ctx ? await getGroup(ctx) : null;
  const isOwner = ctx?.role === "owner";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("group.title")}</h1>
      {!ctx || !group ? (
        <p className="text-stone-600 dark:text-stone-400">{t("noGroup")}</p>
      ) : (
        <>
          <SettingsSection id="group-details" title={t("group.details")}>
            <GroupForm initialGroup={group} canEdit={isOwner} />
          </SettingsSection>
          <SettingsSection id="group-members" title={t("group.members")}>
            <MembersList currentUserId={ctx.userId} canManage={isOwner} />
          </SettingsSection>
          <SettingsSection
            id="group-invitations"
            title={t("group.invitations")}
            description={t("group.invitationsHelp")}
          >
            <InvitationsPanel canManage={isOwner} />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
