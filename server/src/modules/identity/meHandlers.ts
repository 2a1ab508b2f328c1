import { normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { IdentityServices } from "./identityServices";
import { makeThumbnail, thumbnailKey } from "./thumbnail";
import { toUser, userRepository } from "./userRepository";
import { verificationRepository } from "./verificationRepository";

/** The signed-in user: read, change the names, replace the picture, leave. */
export const registerMeRoutes = (host: RouteHost, s: IdentityServices): void => {
  const load = async (userId: string) => {
    const user = await s.users.findById(userId);
    if (user === undefined) throw new AppError(10401);
    return user;
  };

  registerRoute(host, routes.getMe, async ({ principal }) =>
    toUser(await load(asUser(principal).userId)),
  );

  registerRoute(host, routes.updateMe, async ({ body, principal }) => {
    const changes = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.nickname === undefined ? {} : { nickname: body.nickname }),
    };
    if (principal !== null) {
      const me = asUser(principal);
      await s.users.update(me.userId, changes, s.deps.clock());
      return toUser(await load(me.userId));
    }
    // Anonymous: a confirmed code sent to the address proves the caller may edit that account.
    if (body.email === undefined || body.verifyId === undefined || body.verifyCode === undefined) {
      throw new AppError(10401);
    }
    const email = normaliseEmail(body.email);
    const proof = {
      verifyId: body.verifyId,
      email,
      purpose: "change-email" as const,
      code: body.verifyCode,
    };
    await s.verification.check(proof);
    const user = await s.users.findByEmail(email);
    if (user === undefined) throw new AppError(10404);
    await s.db.transaction().execute(async (trx) => {
      await s.verification.consume(proof.verifyId, verificationRepository(trx));
      await userRepository(trx).update(user.id, changes, s.deps.clock());
    });
    return toUser(await load(user.id));
  });

  registerRoute(
    host,
    routes.uploadMyThumbnail,
    async ({ body, principal }) => {
      const me = await load(asUser(principal).userId);
      const picture = await makeThumbnail(body.file);
      const key = thumbnailKey(me.id);
      await s.deps.files.put(key, { buffer: picture }, "image/webp");
      await s.users.update(me.id, { thumbnail_key: key }, s.deps.clock());
      if (me.thumbnail_key !== null) await s.deps.files.remove(me.thumbnail_key);
      return { thumbnailUrl: `/cdn/${key}` };
    },
    { multipart: { fileBytes: 5 * 1024 * 1024, files: 1 } },
  );

  registerRoute(host, routes.leave, async ({ principal }) => {
    const me = await load(asUser(principal).userId);
    // Rows go with the user (foreign keys cascade); the user's files are removed after.
    await s.users.remove(me.id);
    await s.deps.files.removePrefix(`users/${me.id}/`);
    return null;
  });
};
