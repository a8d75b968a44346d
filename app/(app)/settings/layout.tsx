import type { ReactNode } from "react";
import { SettingsNav } from "@/components/settings/settings-nav";

/** Every settings page, this one's and other features', renders beside the settings navigation. */
export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10">
      <SettingsNav />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
