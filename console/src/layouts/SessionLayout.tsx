import { observer } from "mobx-react-lite";
import { useStores } from "../stores/StoreContext";
import { AppLayout } from "./AppLayout";
import { SiteLayout } from "./SiteLayout";

/**
 * The layout of a public page a signed-in user also works in (`/payment/yearly`): the app's,
 * with its menu, for a signed-in user, so the yearly tab and a PayPal return stay in the console;
 * the public site's for a visitor.
 */
export const SessionLayout = observer(() => {
  const { auth } = useStores();
  return auth.user === null ? <SiteLayout /> : <AppLayout />;
});
