import { Outlet } from "react-router";
import { AiSnackbar } from "./components/AiSnackbar";
import { CouponDialog } from "./components/CouponDialog";
import { GeneralSnackbar } from "./components/GeneralSnackbar";
import { NavigationEffects } from "./router/NavigationEffects";

/**
 * The root view (docs/product/screens.md): the router outlet, the general snackbar, the AI-generation snackbar and
 * the first-access coupon dialog, plus what follows each navigation.
 */
export const RootView = () => (
  <>
    <NavigationEffects />
    <Outlet />
    <GeneralSnackbar />
    <AiSnackbar />
    <CouponDialog />
  </>
);
