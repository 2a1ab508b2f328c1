import { leaveProofOf, normaliseEmail } from "@orbis/core/auth";
import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import type { IdentityServices } from "./identityServices";
import { verifyPassword } from "./passwords";
import { makeThumbnail, thumbnailKey } from "./thumbnail";
import { toUser, userRepository } from "./userRepository";
import { verificationRepository } from "./verificationRepository";

/** Tries per minute and address at a permanent deletion's proof: as many as at a login. */
const LEAVE_PER_MINUTE = 10;

/** The signed-in user: read, change the names, replace the picture, leave. */
export const registerMeRoutes = (host: RouteHost, s: IdentityServices): void => {
  const load = async (userId: string) => {
    const user = await s.users.findById(userId);
    if (user === undefined) throw new AppError(ErrorCode.unauthorized);
    return user;
  };

  registerRoute(
    host,
    routes.getMe,
    async ({ principal }) => toUser(await load(asUser(principal).userId)),
    { beforePasswordChange: true },
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
      throw new AppError(ErrorCode.unauthorized);
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
    if (user === undefined) throw new AppError(ErrorCode.notFound);
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

  // Irreversible, so a token is not enough: the password, or for a social account (which has
  // none) a code mailed to its address, proves the owner is asking. Nothing is deleted before.
  registerRoute(
    host,
    routes.leave,
    async ({ body, principal }) => {
      const me = await load(asUser(principal).userId);
      const proof = leaveProofOf({ hasPassword: me.password_hash !== null }, body);
      if ("refused" in proof) throw new AppError(proof.refused);
      if (proof.kind === "password") {
        if (!(await verifyPassword(me.password_hash, proof.password)))
          throw new AppError(ErrorCode.wrongPassword);
        await s.accounts.deleteWithFiles(s.deps, me.id);
        return null;
      }
      const code = {
        verifyId: proof.verifyId,
        email: me.email,
        purpose: "leave" as const,
        code: proof.verifyCode,
      };
      await s.verification.check(code);
      await s.accounts.deleteWithFiles(s.deps, me.id, (trx) =>
        s.verification.consume(code.verifyId, verificationRepository(trx)),
      );
      return null;
    },
    { rateLimitPerMinute: LEAVE_PER_MINUTE },
  );
};
