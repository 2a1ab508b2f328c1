import { canOwnGroups } from "@orbis/core/edu";
import { planFlags } from "@orbis/core/plans";
import { type OrbisApi, SANDBOX_CARD, subscribeTo } from "./accounts";

/*
 * The school side of a test: an instructor's plan, their licences and a class, made as a paying
 * instructor makes them (the sandbox provider, the v3 edu routes), for server, console and browser
 * tests alike.
 */

/**
 * Moves an account to the certified instructor's plan, paid with the sandbox's good card, and
 * waits until the account holds it (the payment may complete through the provider's webhook).
 */
export const becomeInstructor = async (api: OrbisApi, buyer: { readonly email: string }) => {
  const order = await subscribeTo(api, "PLAN-EDU-INSTRUCTOR-MONTH", buyer);
  const deadline = Date.now() + 60_000;
  while (!canOwnGroups(planFlags((await api.getAccount()).plan))) {
    if (Date.now() > deadline) throw new Error("The instructor plan was paid but not held in 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return order;
};

/** Licences the account holds that no student has yet. */
export const availableLicences = async (api: OrbisApi): Promise<number> =>
  (await api.listLicences({ headers: { langcode: "EN" }, query: { state: "available" } })).total;

/**
 * Buys licence goods (`LICENCE-1M`, say: the goods code, not the product code) as the instructor does: the order, the sandbox's checkout
 * page with its good card, then waits for the webhook to hand the licences over.
 */
export const buyLicences = async (
  origin: string,
  api: OrbisApi,
  goodsCode: string,
): Promise<void> => {
  const before = await availableLicences(api);
  const order = await api.preparePaymentGoods({
    headers: { langcode: "EN" },
    body: { goodsCodes: [goodsCode] },
  });
  const checkout = await fetch(`${origin}/pay/sandbox/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      merchantUid: order.merchantUid,
      returnUrl: "/mypage/purchase-student",
      ...SANDBOX_CARD,
    }),
  });
  if (checkout.status !== 303)
    throw new Error(`The sandbox checkout answered ${checkout.status}: ${await checkout.text()}`);
  // The payment completes through the provider's webhook, a job: a minute is plenty even loaded.
  const deadline = Date.now() + 60_000;
  while ((await availableLicences(api)) <= before) {
    if (Date.now() > deadline) throw new Error(`${goodsCode} paid, but no licence arrived in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** A group and its students' sheet (login ids and one-time passwords), made through v3. */
export const enrolClass = async (api: OrbisApi, name: string, aliases: readonly string[]) => {
  const group = await api.createEduGroup({ body: { name } });
  const students = await api.createEduGroupUsers({
    params: { groupId: group.groupId },
    body: { users: aliases.map((userAlias) => ({ userAlias })) },
  });
  return { group, students };
};
