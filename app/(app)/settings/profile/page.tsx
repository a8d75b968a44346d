import type { Metadata } from "next";
import { ApiKeysPanel } from "@/components/settings/profile/api-keys-panel";
import { DisplayPreferencesSection } from "@/components/settings/profile/display-preferences";
import { DeleteAccount } from "@/components/settings/profile/delete-account";
import { PasswordForm } from "@/components/settings/profile/password-form";
import { ProfileForm } from "@/components/settings/profile/profile-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { config } from "@/lib/config/env";
import { getSelf, hasPassword } from "@/lib/users/self";
import { requireUser } from "../../require-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const { id, display } = await requireUser();
  const [user, withPassword] = await Promise.all([getSelf(id), hasPassword(id)]);
  const maxKeyDays = Math.round(config().apiKeyMaxLifetimeMs / 86_400_000);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
      <SettingsSection id="profile-details" title="Name and email">
        <ProfileForm initialUser={user} hasPassword={withPassword} />
      </SettingsSection>
      <DisplayPreferencesSection initial={display} />
      <SettingsSection
        id="profile-password"
        title="Password"
        description="A new password signs you out everywhere else and deletes all your API keys."
      >
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="profile-api-keys"
        title="API keys"
        description={`For scripts and HomeBox apps. A key acts as you, in every group you belong to. It expires after 30 days, or on the date its client asks for (${maxKeyDays} days at most); a new or reset password and signing out everywhere delete every key.`}
      >
        <ApiKeysPanel />
      </SettingsSection>
      <SettingsSection id="profile-delete" title="Delete account">
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
