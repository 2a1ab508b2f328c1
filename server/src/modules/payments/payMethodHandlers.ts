import { routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHandler, type RouteHost, registerRoute } from "../../http/registerRoute";
import { payMethodRepository } from "./payMethodRepository";
import { payMethodView } from "./paymentViews";
import type { PaymentProvider } from "./providers/paymentProvider";
import { asCatalogueError } from "./refusals";

/**
 * Payment methods (docs/product/calls.md): a card or a PayPal customer becomes the provider's billing key,
 * which is all that is kept, with the issuer's name and the last four digits to show. A new method
 * becomes the default; updating a method is registering a new one (docs/product/states.md).
 */
export const registerPayMethodHandlers = (
  host: RouteHost,
  deps: Deps,
  provider: PaymentProvider,
): void => {
  const methods = payMethodRepository(deps.db.kysely);

  registerRoute(host, routes.getPayMethods, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    return (await methods.list(userId)).map(payMethodView);
  });

  registerRoute(host, routes.getDefaultPayMethod, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const found = await methods.findDefault(userId);
    return found === undefined ? null : payMethodView(found);
  });

  const register: RouteHandler<typeof routes.createPayMethod> = async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const body = ctx.body;
    // The card goes to the provider and is forgotten: nothing of it but the billing key is kept.
    const issued = await asCatalogueError(() =>
      "customerUid" in body
        ? provider.registerPayPal(body.customerUid, userId)
        : provider.registerCard(
            {
              cardNumber: body.cardNumber,
              expiry: body.expiry,
              birth: body.birth,
              pwdDigit: body.pwdDigit,
            },
            userId,
          ),
    );
    const stored = await methods.add(
      userId,
      {
        pay_method: issued.payMethod,
        provider: provider.pg,
        billing_key: issued.billingKey,
        card_name: issued.cardName,
        masked_number: issued.maskedNumber,
      },
      deps.clock(),
    );
    return { paymentsMethodsId: stored.id };
  };
  // Card registration is where stolen cards get tried one after another: keep it slow.
  registerRoute(host, routes.createPayMethod, register, { rateLimitPerMinute: 10 });

  registerRoute(host, routes.setDefaultPayMethod, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const made = await methods.makeDefault(userId, ctx.params.paymentsMethodsId);
    if (made === undefined)
      throw new AppError(ErrorCode.payMethodMissing, {
        message: "There is no such payment method",
      });
    return payMethodView(made);
  });
};
