/**
 * The message key of each titled page (docs/product/screens.md), by route pattern. Routes that redirect keep
 * the title of their target (`/projects` → `/projects/contents`).
 */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  "/projects": "pages:projects",
  "/projects/contents": "pages:projects",
  "/projects/hosting-images/:id": "pages:hostingImages",
  "/mypage/info": "pages:profile",
  "/mypage/subscribe": "pages:subscription",
  "/mypage/usage": "pages:usage",
  "/mypage/purchase": "pages:purchase",
  "/mypage/coupon": "pages:coupon",
  "/mypage/edu/setting": "pages:eduSetting",
  "/mypage/edu/instructor": "pages:eduInstructor",
  "/mypage/streetview": "pages:streetview",
  "/mypage/purchase-student": "pages:purchaseStudent",
  "/payment": "pages:payment",
  "/create/ai": "pages:aiImages",
  // Beyond the titles of docs/product/screens.md: the spaces shared with the user through share codes.
  "/shared": "pages:shared",
  "/404": "pages:notFound",
  "/403": "pages:accessDenied",
  "/500": "pages:serverError",
};

/** The title key of a route pattern, or undefined when the page has no title of its own. */
export const pageTitleKey = (routePattern: string): string | undefined =>
  Object.hasOwn(PAGE_TITLE_KEYS, routePattern) ? PAGE_TITLE_KEYS[routePattern] : undefined;
