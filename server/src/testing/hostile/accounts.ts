import { randomUUID } from "node:crypto";
import type { RouteDef } from "@orbis/core/contract";
import { image, upload } from "../../modules/hosting/testing";
import { publish, tourWithScene } from "../../modules/publishing/testing";
import type { TestApp } from "../testApp";
import { createProject } from "../tours";
import { createTestUser, type TestUser } from "../users";

/** An account with one of everything a path can name: the ids hostile calls aim at. */
export interface Holdings {
  readonly user: TestUser;
  readonly projectId: string;
  readonly tourId: string;
  readonly hostingProjectId: string;
  readonly imageId: string;
  readonly version: string;
}

/** A PRO account with a tour (one scene, published) and a hosting project with one image. */
export const accountWithHoldings = async (t: TestApp): Promise<Holdings> => {
  const user = await createTestUser(t, { planId: "pro" });
  const { projectId, tourId } = await tourWithScene(t, user);
  const { version } = await publish(t, user, tourId);
  const hostingProjectId = (await createProject(t, user, "hosting")).id;
  const jpeg = await image(1024, 512);
  const { stored } = await upload(t, user, hostingProjectId, [["Lobby.jpg", jpeg]]);
  return {
    user,
    projectId,
    tourId,
    hostingProjectId,
    imageId: stored[0]?.id ?? "",
    version: String(version),
  };
};

/**
 * The path parameters of a route filled with an account's own ids: `{id}` is the project under
 * `/projects/{id}` (the hosting project where images are), the tour elsewhere; ids of things the
 * account does not keep (markers, geometries, models) are fresh UUIDs. Others keep `sample`.
 */
export const idsFor = (
  route: Pick<RouteDef, "path">,
  sample: Readonly<Record<string, string>>,
  of: Holdings,
): Record<string, string> => {
  const byName: Readonly<Record<string, string>> = {
    id: route.path.startsWith("/projects/")
      ? route.path.includes("/images")
        ? of.hostingProjectId
        : of.projectId
      : of.tourId,
    imageId: of.imageId,
    userId: of.user.id,
    version: of.version,
    geometryId: randomUUID(),
    markerId: randomUUID(),
    modelId: randomUUID(),
  };
  return Object.fromEntries(
    Object.entries(sample).map(([name, value]) => [name, byName[name] ?? value]),
  );
};

/** The parameters {@link idsFor} replaces: those that name another account's things. */
export const namesAnId = (name: string): boolean =>
  ["id", "imageId", "userId", "version"].includes(name);
