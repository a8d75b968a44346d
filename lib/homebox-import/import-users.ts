import { needsRehash } from "@/lib/auth/password";
import type { Tx } from "@/lib/db/client";
import type { HomeboxInstance } from "./read-homebox";
import type { ImportMode, ImportReport } from "./import-report";

const MAX_SETTINGS_CHARS = 64 * 1024;

/** HomeBox user id → the Cairn account it became, and whether the import may add it to groups. */
export type UserMapping = Map<string, { cairnId: string; mayJoin: boolean; createdOrOwned: boolean }>;

function settingsText(settings: unknown): string {
  const text =
    settings && typeof settings === "object" && !Array.isArray(settings) ? JSON.stringify(settings) : "{}";
  return text.length > MAX_SETTINGS_CHARS ? "{}" : text;
}

/**
 * Brings HomeBox's accounts across, in one transaction. A new account keeps HomeBox's id and
 * password hash (checked at its first sign-in, then replaced with Cairn's). An account that exists
 * already is matched by id, else by email: from the command line it is brought up to date, but its
 * password only while it still holds the HomeBox hash (nobody has signed in with it here yet);
 * from the web, accounts other than the importing owner's own are left exactly as they are and not
 * added to any group, so an upload cannot touch or enrol anyone else's account.
 */
export async function importUsers(
  tx: Tx,
  instance: HomeboxInstance,
  mode: ImportMode,
  report: ImportReport,
): Promise<UserMapping> {
  const mapping: UserMapping = new Map();
  for (const user of instance.users) {
    if (!user.email) {
      report.warn(`HomeBox user ${user.id} has no email and was left out`);
      continue;
    }
    const existing =
      (await tx.user.findUnique({ where: { id: user.id } })) ??
      (await tx.user.findUnique({ where: { email: user.email } }));
    const oidcFree =
      user.oidcIssuer && user.oidcSubject
        ? !(await tx.user.findFirst({
            where: {
              oidcIssuer: user.oidcIssuer,
              oidcSubject: user.oidcSubject,
              id: { not: existing?.id ?? user.id },
            },
            select: { id: true },
          }))
        : true;
    const oidc = oidcFree
      ? { oidcIssuer: user.oidcIssuer, oidcSubject: user.oidcSubject }
      : { oidcIssuer: null, oidcSubject: null };
    if (!oidcFree)
      report.warn(`${user.email}: the OIDC identity belongs to another Cairn account and was left out`);

    if (!existing) {
      await tx.user.create({
        data: {
          id: user.id,
          name: user.name || user.email,
          email: user.email,
          passwordHash: user.passwordHash,
          isSuperuser: mode.kind === "command" && user.isSuperuser,
          activatedOn: user.activatedOn,
          settings: settingsText(user.settings),
          createdAt: user.createdAt ?? undefined,
          ...oidc,
        },
      });
      report.count("users", "created");
      mapping.set(user.id, { cairnId: user.id, mayJoin: true, createdOrOwned: true });
      continue;
    }

    const isActor = mode.kind === "web" && existing.id === mode.actorUserId;
    if (mode.kind === "web") {
      mapping.set(user.id, { cairnId: existing.id, mayJoin: isActor, createdOrOwned: false });
      report.count("users", "skipped");
      if (!isActor) {
        report.warn(
          `${user.email} already has a Cairn account; it was left as it is and not added to the imported ` +
            "groups (invite it from the group's settings)",
        );
      }
      continue;
    }
    const emailFree =
      existing.email === user.email || !(await tx.user.findUnique({ where: { email: user.email } }));
    await tx.user.update({
      where: { id: existing.id },
      data: {
        name: user.name || existing.name,
        ...(emailFree ? { email: user.email } : {}),
        ...(needsRehash(existing.passwordHash) || existing.passwordHash === null
          ? { passwordHash: user.passwordHash }
          : {}),
        isSuperuser: existing.isSuperuser || user.isSuperuser,
        activatedOn: user.activatedOn ?? existing.activatedOn,
        settings: settingsText(user.settings),
        ...(oidcFree && user.oidcIssuer ? oidc : {}),
      },
    });
    if (existing.id !== user.id) {
      report.warn(`${user.email} already had a Cairn account; HomeBox's groups were added to that account`);
    }
    report.count("users", "updated");
    mapping.set(user.id, { cairnId: existing.id, mayJoin: true, createdOrOwned: true });
  }
  return mapping;
}

/** Points each account the import made or owns at its HomeBox default group, once groups exist. */
export async function setDefaultGroups(
  tx: Tx,
  instance: HomeboxInstance,
  mapping: UserMapping,
  importedGroups: Set<string>,
): Promise<void> {
  for (const user of instance.users) {
    const mapped = mapping.get(user.id);
    if (!mapped?.createdOrOwned || !user.defaultGroupId || !importedGroups.has(user.defaultGroupId)) continue;
    const member = await tx.groupMembership.findUnique({
      where: { userId_groupId: { userId: mapped.cairnId, groupId: user.defaultGroupId } },
    });
    if (member)
      await tx.user.update({ where: { id: mapped.cairnId }, data: { defaultGroupId: user.defaultGroupId } });
  }
}
