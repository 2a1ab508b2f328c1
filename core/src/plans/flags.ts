/** What the flag rules read of a plan: its id and its boolean constraints. */
export interface PlanForFlags {
  readonly id: string;
  readonly constraints: {
    readonly useEduAdminFunction?: boolean | undefined;
    readonly useInstructorFunction?: boolean | undefined;
    readonly useXROOEduAdminFunction?: boolean | undefined;
  };
}

/** The plan-derived flags of docs/product/roles.md. */
export interface PlanFlags {
  /** False for a plan-expired account, which has no plan. */
  readonly hasPlan: boolean;
  /** The plan id contains `edu`. */
  readonly isEduPlan: boolean;
  /** Education plan with the `useEduAdminFunction` constraint. */
  readonly isEduAdmin: boolean;
  /** Education plan without `useEduAdminFunction`. */
  readonly isEduMember: boolean;
  /** Education plan with `useInstructorFunction`. */
  readonly isEduPaidAdmin: boolean;
  /** The `useXROOEduAdminFunction` constraint, on any plan. */
  readonly isInstructor: boolean;
}

/**
 * Derives the flags from an account's plan (`null` when the plan has expired). Plan ids are
 * matched without regard to case, so `EDU`, `edu-basic` and `PRO_EDU` are all education plans.
 */
export const planFlags = (plan: PlanForFlags | null | undefined): PlanFlags => {
  const c = plan?.constraints ?? {};
  const isEduPlan = plan ? plan.id.toLowerCase().includes("edu") : false;
  return {
    hasPlan: Boolean(plan),
    isEduPlan,
    isEduAdmin: isEduPlan && c.useEduAdminFunction === true,
    isEduMember: isEduPlan && c.useEduAdminFunction !== true,
    isEduPaidAdmin: isEduPlan && c.useInstructorFunction === true,
    isInstructor: c.useXROOEduAdminFunction === true,
  };
};
