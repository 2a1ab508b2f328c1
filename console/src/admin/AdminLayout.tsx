import HomeIcon from "@mui/icons-material/Home";
import { Box, ListItemIcon, ListItemText, MenuItem } from "@mui/material";
import type { ReactNode } from "react";
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  Menu,
  Sidebar,
  UserMenu,
  useGetIdentity,
  useLocales,
  useRefresh,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";

/** Back to the user console, where the creator's screens are. */
const BackToOrbis = () => {
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to="/projects">
      <ListItemIcon>
        <HomeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("orbis.backToConsole")}</ListItemText>
    </MenuItem>
  );
};

/**
 * The user menu, named after the signed-in user: its button shows their name, so its accessible
 * name must be that name too (react-admin's default label would differ from the visible text).
 */
const AdminUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? translate("ra.auth.user_menu")}>
      <BackToOrbis />
      <Logout />
    </UserMenu>
  );
};

/**
 * react-admin's default toolbar (the language menu when there are several) with its loading
 * spinner named: unnamed, it is a progressbar a screen reader announces as nothing while every
 * list and form loads.
 */
const AdminToolbar = () => {
  const translate = useTranslate();
  const locales = useLocales();
  return (
    <>
      {locales.length > 1 ? <LocalesMenuButton /> : null}
      <LoadingIndicator aria-label={translate("ra.page.loading")} />
    </>
  );
};

const AdminAppBar = () => (
  <AppBar color="primary" userMenu={<AdminUserMenu />} toolbar={<AdminToolbar />} />
);

/** The menu's drawer, named: on a phone it opens as a dialog, which needs a name. */
const AdminSidebar = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Sidebar slotProps={{ paper: { "aria-label": translate("orbis.menu") } }}>{children}</Sidebar>
  );
};

/**
 * react-admin's menu, where the entry of the page on screen reads that page again: a link to
 * where one already is changes nothing in the router, so without this the review queue would go
 * on showing what it read before a student submitted again, until the app bar's Refresh.
 */
const AdminMenu = () => {
  const refresh = useRefresh();
  return (
    <Box
      onClickCapture={(event) => {
        const link = event.target instanceof Element ? event.target.closest("a") : null;
        if (link && new URL(link.href).pathname === window.location.pathname) refresh();
      }}
    >
      <Menu />
    </Box>
  );
};

/** react-admin's responsive layout with the Orbis menu and user menu. */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AdminAppBar} sidebar={AdminSidebar} menu={AdminMenu}>
    {children}
  </Layout>
);
