import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiKeysPanel } from "@/components/settings/profile/api-keys-panel";
import { DisplayPreferencesSection } from "@/components/settings/profile/display-preferences";
import { DeleteAccount } from "@/components/settings/profile/delete-account";
import { PasswordForm } from "@/components/settings/profile/password-form";
import { ProfileForm } from "@/components/settings/profile/profile-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { config } from "@/lib/config/env";
import { getSelf, hasPassword } from "@/lib/users/self";
import { requireUser } from "@/lib/auth/page-tenant";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("profile.title") };
}

export default async function ProfilePage() {
  const t = await getTranslations("settings");
  const { id, display } = await requireUser();
  const [user, withPassword] = await Promise.all([getSelf(id), hasPassword(id)]);
  const maxKeyDays = Math.round(config().apiKeyMaxLifetimeMs / 86_400_000);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("profile.title")}</h1>
      <SettingsSection id="profile-details" title={t("profile.details")}>
        <ProfileForm initialUser={user} hasPassword={withPassword} />
      </SettingsSection>
      <DisplayPreferencesSection initial={display} />
      <SettingsSection
        id="profile-password"
        title={t("profile.password")}
        description={t("profile.passwordHelp")}
      >
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        id="profile-api-keys"
        title={t("profile.apiKeys")}
        description={t("profile.apiKeysHelp", { maxDays: maxKeyDays })}
      >
        <ApiKeysPanel />
      </SettingsSection>
      <SettingsSection id="profile-delete" title={t("profile.deleteAccount")}>
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
