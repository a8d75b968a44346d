import type { Metadata } from "next";
import { ApiKeysPanel } from "@/components/settings/profile/api-keys-panel";
import { DeleteAccount } from "@/components/settings/profile/delete-account";
import { PasswordForm } from "@/components/settings/profile/password-form";
import { ProfileForm } from "@/components/settings/profile/profile-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { getSelf } from "@/lib/users/self";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const user = await getSelf((await requireUser()).id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
      <SettingsSection id="profile-details" title="Name and email">
        <ProfileForm initialUser={user} />
      </SettingsSection>
      <SettingsSection id="profile-password" title="Password">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="profile-api-keys"
        title="API keys"
        description="For scripts and HomeBox apps. A key acts as you, in every group you belong to."
      >
        <ApiKeysPanel />
      </SettingsSection>
      <SettingsSection id="profile-delete" title="Delete account">
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
